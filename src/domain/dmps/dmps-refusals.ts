/** Refusals of the DMPs area: a DMP with exports is kept (its exports are the month's documents). */
export const dmpRefusalMessages = {
  hasExports: 'The DMP has exports and can not be deleted',
} as const;

export const dmpsRefusals = {
  'dmps.hasExports': dmpRefusalMessages.hasExports,
} as const;

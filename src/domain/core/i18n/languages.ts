/** The languages of the interface. */
export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];

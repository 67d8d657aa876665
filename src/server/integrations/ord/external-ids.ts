/**
 * Our external ids at the operators: every object is keyed by them (VK in the path, Ozon in
 * the body), so one kind's ids never collide with another's in the same operator account.
 */
export const ordObjectKinds = ['organisation', 'legalEntity', 'contract', 'originalContract', 'publisherContract', 'platform', 'media', 'creative', 'act', 'publisherAct', 'dspAct', 'dspContract', 'statistic'] as const;
export type OrdObjectKind = (typeof ordObjectKinds)[number];

const prefixes: Record<OrdObjectKind, string> = {
  organisation: 'org',
  legalEntity: 'le',
  contract: 'c',
  originalContract: 'oc',
  publisherContract: 'pc',
  dspContract: 'dc',
  platform: 'pl',
  media: 'md',
  creative: 'cr',
  act: 'act',
  publisherAct: 'pact',
  dspAct: 'dact',
  statistic: 'st',
};

/** Kinds whose ERIR verdict the operators report (a media file is no ERIR object of its own). */
export type OrdStatusKind = Exclude<OrdObjectKind, 'media'>;

/** The kinds an act is sent as: an order act, a publisher act, a DSP act. */
export type OrdActKind = 'act' | 'publisherAct' | 'dspAct';

export function ordExternalId(kind: OrdObjectKind, id: number | string): string {
  return `${prefixes[kind]}-${id}`;
}

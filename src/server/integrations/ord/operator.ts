/**
 * The one interface the registry area talks to, whichever operator (VK, OZON, OTM) a record is
 * sent through. Every call is an upsert keyed by our external ids (external-ids.ts), so sending
 * a record again updates it at the operator. Failures throw OrdError (ord-error.ts).
 */
import type { OrdApi } from './config';
import type { OrdActKind, OrdStatusKind } from './external-ids';
import type { OrdActInput, OrdContractInput, OrdCreativeInput, OrdMediaInput, OrdPartyInput, OrdPlatformInput, OrdStatisticInput } from './records';

/** What the registry area stores after a send: our external id and the operator's own id. */
export interface OrdSent {
  externalId: string;
  /** The id the operator gave the object (Ozon), or our external id where the operator keys by it (VK). */
  ordId: string;
}

export interface OrdCreativeSent extends OrdSent {
  /** The marker (erid) the operator issued for the creative. */
  erid: string;
}

/**
 * One statistic the operator took: its key (`OrdStatisticInput.id`), the id the operator knows
 * it by (VK answers its own, made of the creative, the pad and the date; Ozon keys by ours) as
 * both `externalId` (what its status is asked by) and `ordId`.
 */
export interface OrdStatisticSent extends OrdSent {
  id: number | string;
}

/**
 * The ERIR processing state of an object: PROCESSING (at the operator or ERIR), REJECTED (with
 * the messages), VERIFIED (accepted by ERIR), or RECEIVED when the operator holds the object but
 * does not report ERIR's verdict through its API.
 */
export interface OrdStatus {
  externalId: string;
  state: 'PROCESSING' | 'REJECTED' | 'VERIFIED' | 'RECEIVED';
  messages: string[];
}

export interface OrdOperator {
  readonly api: OrdApi;
  upsertParty(party: OrdPartyInput): Promise<OrdSent>;
  upsertContract(contract: OrdContractInput): Promise<OrdSent>;
  upsertPlatform(platform: OrdPlatformInput): Promise<OrdSent>;
  /** Uploads one of a creative's files; the creative names it afterwards (`OrdCreativeInput.media`). */
  uploadMedia(media: OrdMediaInput): Promise<OrdSent>;
  upsertCreative(creative: OrdCreativeInput): Promise<OrdCreativeSent>;
  /** The act with its items (original contract → creative → platform). */
  upsertAct(act: OrdActInput): Promise<OrdSent>;
  /** Tells the operator the act is complete and may go to ERIR. */
  markActReady(actId: number, kind?: OrdActKind): Promise<void>;
  /** One request per calendar month of the rows' actual dates; one answer per row. */
  sendStatistics(rows: OrdStatisticInput[]): Promise<OrdStatisticSent[]>;
  getStatus(kind: OrdStatusKind, externalIds: string[]): Promise<OrdStatus[]>;
}

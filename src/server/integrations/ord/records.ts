/**
 * What the operators are sent, in our own terms. Legal entities, billing organisations and
 * contracts are the declared models with the fields their kinds are sent with (read from the
 * kinds' declarations, src/domain/registry-kinds.ts); creatives, acts and statistics are plain
 * inputs the registry area fills from its records (spec 1 §3 Creative, spec 2 §3
 * ErirAct/ErirActItem/ErirStatistic). Each operator's mapping module turns these into its payloads.
 */
import type { OrdActKind, OrdContractKind, SentRecordOf } from '../../../domain/registry-kinds';
import type { OrdMoney, OrdRole } from '../../../domain/core/registry-kind';

export type { OrdMoney, OrdRole };
export type LegalEntityRecord = SentRecordOf<'legalEntity'>;
export type OrganisationRecord = SentRecordOf<'organisation'>;
export type ContractRecord = SentRecordOf<'contract'>;
export type OriginalContractRecord = SentRecordOf<'originalContract'>;

/** A counterparty: one of our clients' legal entities, or one of our billing organisations. */
export type OrdPartyInput =
  | { kind: 'legalEntity'; record: LegalEntityRecord; roles: OrdRole[]; /** OKSM numeric code of a foreign country. */ oksmCountryCode?: string | null }
  | { kind: 'organisation'; record: OrganisationRecord; roles: OrdRole[] };

/** A contract of any declared contract kind, with the fields its kind is sent with. */
export type OrdContractInput = { [K in OrdContractKind]: { kind: K; record: SentRecordOf<K> } }[OrdContractKind];

export interface OrdPlatformInput {
  id: number;
  /** The platform's domain (Platform.name). */
  name: string;
  /** The counterparty that owns (or resells) the platform. */
  owner: { kind: 'legalEntity' | 'organisation'; id: number };
  isOwner: boolean;
}

export type TypeAdCompany = 'CPM' | 'CPC' | 'CPA' | 'OTHER';
export type DistributionForm = 'Banner' | 'TextBlock' | 'TextGraphicBlock' | 'Video' | 'LiveVideo' | 'AudioRecord' | 'LiveAudio' | 'Other';

/**
 * One of a creative's files (spec 1 §3 Creative.files, .zip archives), uploaded to the operator
 * before the creative. A stored file never changes, so its id names the same bytes for good.
 */
export interface OrdMediaInput {
  /** Our file id (`files.id`). */
  id: number;
  name: string;
  contentType: string | null;
  size: number;
  data: Uint8Array;
}

/** A media file the operator holds: our file id and the operator's id for it. */
export interface OrdMediaRef {
  fileId: number;
  ordId: string;
}

/** Spec 1 §3 Creative, as far as the registry needs it. */
export interface OrdCreativeInput {
  id: number;
  /** A name for people; the marker or the order's name. */
  name: string | null;
  /** The original contracts (our ids) the creative is made for. */
  originalContractIds: number[];
  typeAdCompany: TypeAdCompany | null;
  distributionForm: DistributionForm;
  text: string | null;
  kktuCodes: string[];
  targetUrls: string[];
  /** Its files, uploaded first (media steps), in the creative's order. */
  media: OrdMediaRef[];
}

/** Shows of one creative on one platform inside an act (the "creative → platform" level). */
export interface OrdPlatformShows {
  platformId: number;
  impressions: number;
  paidImpressions: number;
  amount: OrdMoney;
  /** Price of one paid event (one click, 1000 shows…) without VAT. */
  unitPrice: number;
  payType: TypeAdCompany;
  plannedStart: string;
  plannedEnd: string;
  actualStart: string;
  actualEnd: string;
}

/** Spec 2 §3 ErirActItem: the share of an act that belongs to one original contract. */
export interface OrdActItemInput {
  originalContractId: number;
  amount: OrdMoney;
  creatives: Array<{ creativeId: number; platforms: OrdPlatformShows[] }>;
}

/** Spec 2 §3 ErirAct (an act under one of our client contracts). */
export interface OrdActInput {
  id: number;
  /** What the act is sent as (default an order act): a buying-side act keeps its own external ids. */
  kind?: OrdActKind;
  contractId: number;
  /** The kind of contract it is under (default a client contract; a publisher's or DSP's contract for buying-side acts). */
  contractKind?: OrdContractKind;
  number: string | null;
  date: string;
  periodStart: string;
  periodEnd: string;
  amount: OrdMoney;
  /** The intermediary's commission (commissionSum) when the contract is an intermediary one. */
  commission: OrdMoney | null;
  clientRole: OrdRole;
  contractorRole: OrdRole;
  items: OrdActItemInput[];
}

/** One row of registry statistics (spec 2 §3 ErirStatistic): a creative's shows on a platform. */
export interface OrdStatisticInput extends OrdPlatformShows {
  /** The statistic's own key: stable across rebuilds of the month (month and marker). */
  id: number | string;
  creativeId: number;
}

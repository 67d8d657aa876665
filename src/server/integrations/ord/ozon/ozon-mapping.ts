/**
 * Every field Ozon ORD is sent, from our records. Ozon publishes no document we can hold
 * offline: the names below follow the public third-party clients (docs/registry-operators.md
 * lists which were seen there and which are inferred; the inferred ones are marked INFERRED).
 * Pure: the client only adds paths and the key.
 */
import { domesticCountryId } from '../../../../domain/counterparties/counterparties';
import { decimalText, monthOf, vatSplit } from '../amounts';
import { readContract, type ContractReading } from '../contract-terms';
import { ordExternalId } from '../external-ids';
import { unmappable } from '../ord-error';
import type {
  DistributionForm,
  OrdActInput,
  OrdContractInput,
  OrdCreativeInput,
  OrdPartyInput,
  OrdPlatformInput,
  OrdRole,
  OrdStatisticInput,
  TypeAdCompany,
} from '../records';

const service = 'ord-ozon';
type Body = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const compact = (body: Body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined));

function ref(kind: 'legalEntity' | 'organisation', id: number | string | null, field: string): string {
  if (id === null || id === '') throw unmappable(service, field, 'Required field');
  return ordExternalId(kind, id);
}

// ---- POST /api/external/organisation ----

export function ozonOrganisation(party: OrdPartyInput): Body {
  const externalOrganisationId = ordExternalId(party.kind, party.record.id);
  if (party.kind === 'organisation') {
    const { record } = party;
    return compact({ externalOrganisationId, inn: text(record.inn), fullOpf: record.name, shortOpf: record.name, legalType: 'LEGAL_TYPE_LEGAL', isOpc: party.roles.includes('ors'), isPp: party.roles.includes('publisher') });
  }
  const { record } = party;
  const info = record.billingInfo ?? {};
  const foreign = record.country !== null && Number(record.country) !== domesticCountryId;
  const base = record.legalForm === 'LEGAL' ? 'LEGAL' : record.legalForm === 'IP' ? 'ENTREPRENEUR' : 'INDIVIDUAL';
  const address = text(record.billingAddress);
  return compact({
    externalOrganisationId,
    inn: foreign ? null : text(info.inn),
    taxId: foreign ? text(info.inn) : null,
    fullOpf: text(record.fullname) ?? record.name,
    shortOpf: record.name,
    legalType: `LEGAL_TYPE_${foreign ? 'FOREIGN_' : ''}${base}`,
    ogrn: base === 'LEGAL' ? text(info.ogrn) : null,
    ogrnip: base === 'ENTREPRENEUR' ? text(info.ogrn) : null,
    fio: base === 'INDIVIDUAL' ? record.name : null,
    phoneNumber: text(record.phone),
    rsUrl: text(record.web),
    // INFERRED: the clients send {address, locality, postcode}; we hold one address line.
    legalAddress: address ? { address } : null,
    postAddress: address ? { address } : null,
    isOpc: party.roles.includes('ors'),
    isPp: party.roles.includes('publisher'),
  });
}

// ---- POST /api/external/contract ----

const ozonContractType: Record<string, string> = { SERVICE: 'CONTRACT_TYPE_SERVICE', INTERMEDIARY: 'CONTRACT_TYPE_INTERMEDIARY', ADDITIONAL: 'CONTRACT_TYPE_ADDITIONAL_AGREEMENT' };
const ozonActionType: Record<string, string> = { COMMERCIAL: 'ACTION_TYPE_COMMERCIAL', CONTRACTS: 'ACTION_TYPE_CONCLUSION', ADVERTISING: 'ACTION_TYPE_DISTRIBUTION' };
const ozonSubjectType: Record<string, string> = { REPRESENTATION: 'SUBJECT_TYPE_REPRESENTATION', MEDIATION: 'SUBJECT_TYPE_INTERMEDIARY', ORG_DISTRIBUTION: 'SUBJECT_TYPE_ORGANISATION' };

/** A publisher contract: our organisation orders ad distribution from the publisher. INFERRED: the distribution subject for it. */
function ozonServiceContract(kind: OrdContractInput['kind'], contract: ContractReading): Body {
  const { record } = contract;
  if (!record.date) throw unmappable(service, 'date', 'Required field');
  return compact({
    externalContractId: ordExternalId(kind, record.id),
    externalOrganisationCustomerId: contract.party('client', ref),
    externalOrganisationPerformerId: contract.party('contractor', ref),
    contractType: 'CONTRACT_TYPE_SERVICE',
    actionType: 'ACTION_TYPE_OTHER',
    subjectType: 'SUBJECT_TYPE_DISTRIBUTION',
    contractNumber: text(record.number),
    contractDate: record.date,
    withNds: false,
  });
}

export function ozonContract(input: OrdContractInput): Body {
  const contract = readContract(input);
  if (contract.declaration.service) return ozonServiceContract(input.kind, contract);
  const { record } = contract;
  const [customer, performer] = [contract.party('client', ref), contract.party('contractor', ref)];
  const { field: parentField, id: parent } = contract.parent;
  const contractType = ozonContractType[record.type ?? ''];
  if (!contractType) throw unmappable(service, 'type', `Ozon ORD takes service, intermediary and additional contracts, not ${record.type ?? 'none'}`);
  if (!record.date) throw unmappable(service, 'date', 'Required field');
  const subjectType = ozonSubjectType[record.subject ?? ''];
  if (!subjectType) throw unmappable(service, 'subject', 'Required field');
  const intermediary = contractType === 'CONTRACT_TYPE_INTERMEDIARY';
  if (intermediary && !ozonActionType[record.intermediaryType ?? '']) throw unmappable(service, 'intermediaryType', 'Required field');
  const additional = contractType === 'CONTRACT_TYPE_ADDITIONAL_AGREEMENT';
  if (additional && (parent === null || parent === undefined)) throw unmappable(service, parentField, 'Required field');
  return compact({
    externalContractId: ordExternalId(input.kind, record.id),
    externalOrganisationCustomerId: customer,
    externalOrganisationPerformerId: performer,
    contractType,
    // The clients always send an action; INFERRED: ACTION_TYPE_OTHER for contracts that are not intermediary ones.
    actionType: intermediary ? ozonActionType[record.intermediaryType ?? ''] : 'ACTION_TYPE_OTHER',
    subjectType,
    contractNumber: text(record.number),
    contractDate: record.date,
    externalParentId: additional ? ordExternalId(input.kind, parent as number) : null,
    price: record.price === null ? null : decimalText(record.price),
    withNds: !!record.ndsIncluded,
  });
}

// ---- POST /api/external/platform ----

export function ozonPlatform(platform: OrdPlatformInput): Body {
  const url = /^https?:\/\//i.test(platform.name) ? platform.name : `https://${platform.name}`;
  return { externalPlatformId: ordExternalId('platform', platform.id), platformType: 'PLATFORM_TYPE_SITE', url, appName: platform.name };
}

/** The owner link is a separate call: POST /api/external/organisation/{externalOrganisationId}/platform. INFERRED path. */
export function ozonOwnerLink(platform: OrdPlatformInput): { externalOrganisationId: string; body: Body } {
  return {
    externalOrganisationId: ordExternalId(platform.owner.kind, platform.owner.id),
    body: { platform: [{ externalPlatformId: ordExternalId('platform', platform.id), isPlatformOwner: platform.isOwner }] },
  };
}

// ---- POST /api/external/creative ----

const ozonAdvObjectType: Record<DistributionForm, string> = {
  Banner: 'ADV_OBJECT_TYPE_BANNER',
  TextBlock: 'ADV_OBJECT_TYPE_TEXT_BLOCK',
  TextGraphicBlock: 'ADV_OBJECT_TYPE_TEXT_GRAPHIC_BLOCK',
  Video: 'ADV_OBJECT_TYPE_VIDEO',
  LiveVideo: 'ADV_OBJECT_TYPE_LIVE_VIDEO',
  AudioRecord: 'ADV_OBJECT_TYPE_AUDIO_REC',
  LiveAudio: 'ADV_OBJECT_TYPE_LIVE_AUDIO',
  Other: 'ADV_OBJECT_TYPE_OTHER',
};

const ozonPaymentType = (type: TypeAdCompany | null) => `PAYMENT_TYPE_${type ?? 'OTHER'}`;

export function ozonCreative(creative: OrdCreativeInput): Body {
  if (creative.kktuCodes.length === 0) throw unmappable(service, 'kktu', 'Required field');
  const creativeText = text(creative.text);
  return compact({
    externalCreativeId: ordExternalId('creative', creative.id),
    externalContractIds: creative.originalContractIds.map((id) => ordExternalId('originalContract', id)),
    title: text(creative.name) ?? ordExternalId('creative', creative.id),
    description: creativeText ?? text(creative.name) ?? '',
    advObjectType: ozonAdvObjectType[creative.distributionForm],
    paymentType: ozonPaymentType(creative.typeAdCompany),
    // INFERRED: the clients send `okvedCodes`; ERIR now classifies by KKTU, which we hold.
    kktuCodes: [...new Set(creative.kktuCodes)],
    // Files as `{file: {id}}` with Ozon's file id (the clients' MediaData), then the text.
    mediaData: [...creative.media.map((m) => ({ file: { id: m.ordId } })), ...(creativeText ? [{ text: creativeText }] : [])],
    urlList: creative.targetUrls.map((url) => ({ url })),
    isSocialAdv: false,
    isNative: false,
  });
}

// ---- POST /api/external/v2/invoice, then POST /api/external/v3/invoice/creative/link ----

/** Verified: RD (advertiser), RR (publisher). INFERRED: RA (agency), ORS. */
const ozonRole: Record<OrdRole, string> = {
  advertiser: 'ORGANISATION_ROLE_RD',
  publisher: 'ORGANISATION_ROLE_RR',
  agency: 'ORGANISATION_ROLE_RA',
  ors: 'ORGANISATION_ROLE_ORS',
};

const ozonPrice = (money: { withoutVat: number; vatRate: number | null }) => vatSplit(money).withVat;

export function ozonInvoice(act: OrdActInput): Body {
  const withNds = act.amount.vatRate !== null;
  return compact({
    externalInvoiceId: ordExternalId(act.kind ?? 'act', act.id),
    externalContractId: ordExternalId(act.contractKind ?? 'contract', act.contractId),
    invoiceNumber: text(act.number),
    invoiceDate: act.date,
    startDate: act.periodStart,
    endDate: act.periodEnd,
    price: ozonPrice(act.amount),
    withNds,
    clientRole: ozonRole[act.clientRole],
    contractorRole: ozonRole[act.contractorRole],
    contracts: act.items.map((item) => ({
      externalContractId: ordExternalId('originalContract', item.originalContractId),
      price: ozonPrice(item.amount),
      withNds: item.amount.vatRate !== null,
    })),
  });
}

export function ozonCreativeLinks(act: OrdActInput): Body | null {
  const items = act.items
    .filter((item) => item.creatives.length > 0)
    .map((item) => ({
      externalContractId: ordExternalId('originalContract', item.originalContractId),
      externalCreativeIds: item.creatives.map((c) => ordExternalId('creative', c.creativeId)),
      externalInvoiceId: ordExternalId(act.kind ?? 'act', act.id),
    }));
  return items.length ? { items } : null;
}

// ---- POST /api/external/v2/statistic, one request per month ----

export interface OzonStatisticsBatch {
  month: string;
  /** The rows' keys (`OrdStatisticInput.id`) and their external ids, in the order of the body. */
  rows: Array<{ id: number | string; externalId: string }>;
  body: { statistics: Body[] };
}

export function ozonStatistics(rows: OrdStatisticInput[]): OzonStatisticsBatch[] {
  const batches = new Map<string, OzonStatisticsBatch>();
  for (const row of rows) {
    const month = monthOf(row.actualStart);
    if (monthOf(row.actualEnd) !== month || monthOf(row.plannedStart) !== monthOf(row.plannedEnd)) {
      throw unmappable(service, 'date', 'The start and end dates of a statistic must lie in one month');
    }
    const externalStatisticId = ordExternalId('statistic', row.id);
    const batch = batches.get(month) ?? { month, rows: [], body: { statistics: [] } };
    batch.rows.push({ id: row.id, externalId: externalStatisticId });
    batch.body.statistics.push({
      externalStatisticId,
      externalCreativeId: ordExternalId('creative', row.creativeId),
      externalPlatformId: ordExternalId('platform', row.platformId),
      dateStartPlan: row.plannedStart,
      dateEndPlan: row.plannedEnd,
      dateStartFact: row.actualStart,
      dateEndFact: row.actualEnd,
      viewsCountByFact: String(row.impressions),
      viewsCountByInvoice: String(row.paidImpressions),
      moneySpent: ozonPrice(row.amount),
      unitCost: decimalText(row.unitPrice, 5),
      withNds: row.amount.vatRate !== null,
    });
    batches.set(month, batch);
  }
  return [...batches.values()].sort((a, b) => a.month.localeCompare(b.month));
}

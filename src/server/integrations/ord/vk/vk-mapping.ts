/**
 * Every field VK ORD is sent, from our records (its public OpenAPI document,
 * vk-ord-openapi.yaml beside this file). Pure: the client only adds paths and the key.
 * A record VK cannot take (a contract of type OTHER, a creative without a KKTU code) is
 * refused here, keyed by our field name, before anything is sent.
 */
import { domesticCountryId } from '../../../../domain/counterparties/counterparties';
import { decimalText, monthOf, vatSplit, type VatSplit } from '../amounts';
import { byObject } from '../../../../domain/registry-kinds';
import { readContract, type ContractReading } from '../contract-terms';
import { ordExternalId } from '../external-ids';
import { unmappable } from '../ord-error';
import type { OrdStatus } from '../operator';
import type {
  DistributionForm,
  OrdActInput,
  OrdContractInput,
  OrdCreativeInput,
  OrdMoney,
  OrdPartyInput,
  OrdPlatformInput,
  OrdPlatformShows,
  OrdStatisticInput,
  TypeAdCompany,
} from '../records';

const service = 'ord-vk';

export interface VkPayload {
  externalId: string;
  body: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const compact = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined));

// ---- counterparties (PUT /v1/person/{external_id}) ----

export function vkPerson(party: OrdPartyInput): VkPayload {
  const externalId = ordExternalId(party.kind, party.record.id);
  if (party.kind === 'organisation') {
    const { record } = party;
    return { externalId, body: { name: record.name, roles: party.roles, juridical_details: compact({ type: 'juridical', inn: text(record.inn) }) } };
  }
  const { record } = party;
  const foreign = record.country !== null && Number(record.country) !== domesticCountryId;
  const info = record.billingInfo ?? {};
  const physical = record.legalForm === 'PHYSIC' || record.legalForm === 'INDIVIDUAL';
  const type = foreign ? (record.legalForm === 'LEGAL' ? 'foreign_juridical' : 'foreign_physical') : record.legalForm === 'IP' ? 'ip' : physical ? 'physical' : 'juridical';
  const details = foreign
    ? { type, foreign_inn: text(info.inn), foreign_oksm_country_code: text(party.oksmCountryCode), phone: text(record.phone) }
    : { type, inn: text(info.inn), kpp: type === 'juridical' ? text(info.kpp) : null };
  return {
    externalId,
    body: compact({ name: text(record.fullname) ?? record.name, roles: party.roles, juridical_details: compact(details), rs_url: text(record.web) }),
  };
}

// ---- contracts and original contracts (PUT /v1/contract/{external_id}) ----

const vkContractType: Record<string, string> = { SERVICE: 'service', INTERMEDIARY: 'mediation', ADDITIONAL: 'additional' };
const vkActionType: Record<string, string> = { COMMERCIAL: 'commercial', CONTRACTS: 'conclude', ADVERTISING: 'distribution' };
const vkSubjectType: Record<string, string> = { REPRESENTATION: 'representation', MEDIATION: 'mediation', ORG_DISTRIBUTION: 'org_distribution' };

function party(kind: 'legalEntity' | 'organisation', id: number | string | null, field: string): string {
  if (id === null || id === '') throw unmappable(service, field, 'Required field');
  return ordExternalId(kind, id);
}

/**
 * A publisher (or DSP) contract: a service contract between our organisation (the client) and
 * the counterparty's legal entity (the contractor) for distributing ads.
 */
function vkServiceContract(kind: OrdContractInput['kind'], contract: ContractReading): VkPayload {
  const { record } = contract;
  if (!record.date) throw unmappable(service, 'date', 'Required field');
  return {
    externalId: ordExternalId(kind, record.id),
    body: compact({
      type: 'service',
      client_external_id: contract.party('client', party),
      contractor_external_id: contract.party('contractor', party),
      date: record.date,
      serial: text(record.number),
      subject_type: 'distribution',
      flags: [],
    }),
  };
}

export function vkContract(input: OrdContractInput): VkPayload {
  const contract = readContract(input);
  if (contract.declaration.service) return vkServiceContract(input.kind, contract);
  const { record } = contract;
  const [client, contractor] = [contract.party('client', party), contract.party('contractor', party)];
  const { field: parentField, id: parent } = contract.parent;
  const type = vkContractType[record.type ?? ''];
  if (!type) throw unmappable(service, 'type', `VK ORD takes service, intermediary and additional contracts, not ${record.type ?? 'none'}`);
  if (!record.date) throw unmappable(service, 'date', 'Required field');
  const subject = vkSubjectType[record.subject ?? ''];
  if (!subject) throw unmappable(service, 'subject', 'Required field');
  const action = type === 'mediation' ? vkActionType[record.intermediaryType ?? ''] : null;
  if (type === 'mediation' && !action) throw unmappable(service, 'intermediaryType', 'Required field');
  if (type === 'additional' && (parent === null || parent === undefined)) throw unmappable(service, parentField, 'Required field');
  return {
    externalId: ordExternalId(input.kind, record.id),
    body: compact({
      type,
      client_external_id: client,
      contractor_external_id: contractor,
      date: record.date,
      serial: text(record.number),
      action_type: action,
      subject_type: subject,
      flags: record.ndsIncluded ? ['vat_included'] : [],
      parent_contract_external_id: type === 'additional' ? ordExternalId(input.kind, parent as number) : null,
      amount: record.price === null ? null : decimalText(record.price),
    }),
  };
}

// ---- platforms (PUT /v1/pad/{external_id}) ----

export function vkPad(platform: OrdPlatformInput): VkPayload {
  const url = /^https?:\/\//i.test(platform.name) ? platform.name : `https://${platform.name}`;
  return {
    externalId: ordExternalId('platform', platform.id),
    body: { person_external_id: ordExternalId(platform.owner.kind, platform.owner.id), is_owner: platform.isOwner, type: 'web', name: platform.name.slice(0, 100), url },
  };
}

// ---- media files (PUT /v1/media/{external_id}, multipart `media_file`) ----

/** A media file's external id: its file's, since VK never changes an uploaded file. */
export const vkMediaId = (fileId: number) => ordExternalId('media', fileId);

// ---- creatives (PUT /v3/creative/{external_id}) ----

const vkForm: Record<DistributionForm, string | null> = {
  Banner: 'banner',
  TextBlock: 'text_block',
  TextGraphicBlock: 'text_graphic_block',
  Video: 'video',
  LiveVideo: 'live_video',
  AudioRecord: 'audio',
  LiveAudio: 'live_audio',
  Other: null,
};

const vkPayType = (type: TypeAdCompany | null) => (type ? type.toLowerCase() : null);

/**
 * Our creative files are archives (spec 1 §5: each one a .zip), and VK attaches archives to HTML5
 * banners only: a banner with files goes as `banner_html5`; another form with files is refused
 * here, before its creative is sent.
 */
function vkFormWithMedia(creative: OrdCreativeInput, form: string): string {
  if (!creative.media.length) return form;
  if (form === 'banner') return 'banner_html5';
  throw unmappable(service, 'files', `VK ORD attaches archives (.zip) to HTML5 banners only, not to a ${creative.distributionForm} creative`);
}

export function vkCreative(creative: OrdCreativeInput): VkPayload {
  const plain = vkForm[creative.distributionForm];
  if (!plain) throw unmappable(service, 'distributionForm', `VK ORD has no distribution form ${creative.distributionForm}`);
  if (creative.kktuCodes.length === 0) throw unmappable(service, 'kktu', 'Required field');
  const form = vkFormWithMedia(creative, plain);
  return {
    externalId: ordExternalId('creative', creative.id),
    body: compact({
      contract_external_ids: creative.originalContractIds.map((id) => ordExternalId('originalContract', id)),
      kktus: [...new Set(creative.kktuCodes)],
      name: text(creative.name),
      pay_type: vkPayType(creative.typeAdCompany),
      form,
      texts: text(creative.text) ? [text(creative.text)] : null,
      media_external_ids: creative.media.length ? [...new Set(creative.media.map((m) => vkMediaId(m.fileId)))] : null,
      target_urls: creative.targetUrls.length ? [...new Set(creative.targetUrls)] : null,
    }),
  };
}

// ---- acts (PUT /v4/invoice/{external_id}, then POST .../ready) ----

const vkVatRates = new Set(['0', '5', '7', '10', '20', '22']);

/**
 * Acts name "no VAT" `without_vat`; free statistics (POST /v3/statistics) take only a number
 * there, so their rows without VAT say 0.
 */
type NoVatWord = 'without_vat' | '0';

function vkAmount(money: OrdMoney, field: string, noVat: NoVatWord = 'without_vat'): Record<string, string> {
  const rate = money.vatRate === null ? noVat : String(money.vatRate);
  if (rate !== 'without_vat' && !vkVatRates.has(rate)) throw unmappable(service, field, `VK ORD has no VAT rate ${rate}`);
  const split: VatSplit = vatSplit(money);
  return { excluding_vat: split.withoutVat, vat_rate: rate, vat: split.vat, including_vat: split.withVat };
}

function vkShows(shows: OrdPlatformShows, field: string, noVat: NoVatWord = 'without_vat'): Record<string, unknown> {
  return {
    pad_external_id: ordExternalId('platform', shows.platformId),
    shows_count: shows.impressions,
    invoice_shows_count: shows.paidImpressions,
    amount: vkAmount(shows.amount, field, noVat),
    amount_per_event: decimalText(shows.unitPrice, 5),
    date_start_planned: shows.plannedStart,
    date_end_planned: shows.plannedEnd,
    date_start_actual: shows.actualStart,
    date_end_actual: shows.actualEnd,
    pay_type: vkPayType(shows.payType),
  };
}

export function vkInvoice(act: OrdActInput): VkPayload {
  return {
    externalId: ordExternalId(act.kind ?? 'act', act.id),
    body: compact({
      contract_external_id: ordExternalId(act.contractKind ?? 'contract', act.contractId),
      date: act.date,
      serial: text(act.number),
      date_start: act.periodStart,
      date_end: act.periodEnd,
      amount: compact({ services: vkAmount(act.amount, 'sum'), commission: act.commission ? vkAmount(act.commission, 'commissionSum') : null }),
      client_role: act.clientRole,
      contractor_role: act.contractorRole,
      items: act.items.map((item) => ({
        contract_external_id: ordExternalId('originalContract', item.originalContractId),
        amount: vkAmount(item.amount, 'items'),
        creatives: item.creatives.map((creative) => ({
          creative_external_id: ordExternalId('creative', creative.creativeId),
          platforms: creative.platforms.map((shows) => vkShows(shows, 'items')),
        })),
      })),
    }),
  };
}

// ---- statistics (POST /v3/statistics, one request per month) ----

export interface VkStatisticsBatch {
  month: string;
  /** The rows' keys (`OrdStatisticInput.id`), in the order of the items. */
  ids: Array<number | string>;
  body: { items: Array<Record<string, unknown>> };
}

export function vkStatistics(rows: OrdStatisticInput[]): VkStatisticsBatch[] {
  const batches = new Map<string, VkStatisticsBatch>();
  for (const row of rows) {
    const month = monthOf(row.actualStart);
    if (monthOf(row.actualEnd) !== month || monthOf(row.plannedStart) !== monthOf(row.plannedEnd)) {
      throw unmappable(service, 'date', 'The start and end dates of a statistic must lie in one month');
    }
    const batch = batches.get(month) ?? { month, ids: [], body: { items: [] } };
    batch.ids.push(row.id);
    batch.body.items.push({ creative_external_id: ordExternalId('creative', row.creativeId), ...vkShows(row, 'statistics', '0') });
    batches.set(month, batch);
  }
  return [...batches.values()].sort((a, b) => a.month.localeCompare(b.month));
}

// ---- ERIR processing status (GET /v1/{data_type}/{external_id}/erir_status, POST /v1/erir_statuses) ----

export const vkDataType = byObject({ person: 'person', contract: 'contract', platform: 'pad', creative: 'creative', invoice: 'invoice', statistic: 'statistics' });

const vkStates: Record<string, OrdStatus['state']> = { processing: 'PROCESSING', bad: 'REJECTED', verified: 'VERIFIED' };

export function vkStatus(externalId: string, answer: { erir_status?: unknown; messages?: unknown }): OrdStatus {
  const messages = Array.isArray(answer.messages) ? answer.messages.filter((m): m is string => typeof m === 'string') : [];
  return { externalId, state: vkStates[String(answer.erir_status)] ?? 'PROCESSING', messages };
}

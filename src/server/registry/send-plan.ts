/**
 * What a send puts through an operator, dependencies first (issue "Registry reporting"):
 * person (our billing organisation, the client's legal entities) → contract (the parent
 * first) → platform → media files → creative → statistics → act (and "ready"). Each record
 * answers its chain: the steps of everything it needs, then its own, each carrying the record
 * in the operator layer's terms, read from the database now, so its hash says whether it
 * changed since the last send. A record is planned once per plan however many chains need it.
 * Each kind is planned as its area declares it (src/domain/registry-kinds.ts): contracts by
 * their declared parties and parent, buying-side acts by their declared counterparty and
 * contract, records sent as a legal entity by the field that names it.
 */
import { firstBillingOrganisationId } from '../../domain/reference/reference';
import { actMonth } from '../../domain/core/calendar/act-month';
import type { BuyingActKind, SentAsKind } from '../../domain/core/registry-kind';
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import { registeredElsewhere } from '../../domain/creatives/creative-validation';
import { contractKindOf, entityOf, registryKinds, type OrdActKind, type OrdContractKind, type RecordKind, type RegistryKind } from '../../domain/registry-kinds';
import type { Config } from '../config';
import type { Executor } from '../db/connection';
import type { DistributionForm, LegalEntityRecord, OrdApi, OrdContractInput, OrdMediaRef, OrdPlatformInput, OrganisationRecord, TypeAdCompany } from '../integrations/ord';
import { unmappable } from '../integrations/ord/ord-error';
import { ordActInput } from './act-input';
import { ordBuyingActInput } from './buying-act-input';
import { mediaBytes } from './media-bytes';
import { NotSendable } from './not-sendable';
import { noPlatform, orderPlatform } from './order-platform';
import { creativeName, kktuCodes, oksmOf, pickFields, required, rolesOf, storedFiles } from './plan-records';
import { joined, type Chain } from './plan-chains';
import type { StatisticItem, StatisticsStep } from './send-step';
import { ordStatisticInput, statisticKey, type StatisticRow } from './statistic-input';
import { statisticRows } from './statistic-rows';
import { readSubmission } from './submission-store';

export type { Chain } from './plan-chains';

/** The counterparty a platform is registered under: we place ads on it, we do not own it. */
export const platformPerson = { kind: 'organisation' as const, id: firstBillingOrganisationId };

/** The fields a kind declares it is sent with. */
const sentFields = (kind: RegistryKind): readonly string[] => (registryKinds[kind] as { fields?: readonly string[] }).fields ?? [];

export class SendPlan {
  private readonly chains = new Map<string, Chain>();
  private readonly building = new Set<string>();

  constructor(
    private readonly db: Executor,
    private readonly config: Config,
  ) {}

  private async chainOf(key: string, build: () => Promise<Chain>): Promise<Chain> {
    const known = this.chains.get(key);
    if (known) return known;
    // Contracts that name each other as parents: the one being planned is already on its way.
    if (this.building.has(key)) return [];
    this.building.add(key);
    try {
      const chain = joined(await build());
      this.chains.set(key, chain);
      return chain;
    } finally {
      this.building.delete(key);
    }
  }

  organisation(id: number): Promise<Chain> {
    return this.chainOf(`organisation:${id}`, async () => {
      const record = pickFields<OrganisationRecord>(await required(this.db, entityOf('organisation'), id), sentFields('organisation'));
      const input = { kind: 'organisation' as const, record, roles: ['agency' as const] };
      return [{ kind: 'organisation', id, input, send: (operator) => operator.upsertParty(input) }];
    });
  }

  legalEntity(id: number): Promise<Chain> {
    return this.chainOf(`legalEntity:${id}`, async () => {
      const record = pickFields<LegalEntityRecord>(await required(this.db, entityOf('legalEntity'), id), sentFields('legalEntity'));
      const input = { kind: 'legalEntity' as const, record, roles: await rolesOf(this.db, id), oksmCountryCode: await oksmOf(this.db, record.country) };
      return [{ kind: 'legalEntity', id, input, send: (operator) => operator.upsertParty(input) }];
    });
  }

  /** A contract: its declared parties first (in their order), an additional agreement's parent, then itself. */
  contract(kind: OrdContractKind, id: number): Promise<Chain> {
    return this.chainOf(`${kind}:${id}`, async () => {
      const declaration = contractKindOf(kind);
      const record = pickFields<Record<string, unknown>>(await required(this.db, declaration.entity, id), declaration.fields);
      const input = { kind, record } as OrdContractInput;
      const chain: Chain = [];
      for (const party of declaration.parties) if (record[party.field] !== null) chain.push(...(await this.step(party.kind, Number(record[party.field]))));
      const parent = declaration.parent && record.type === 'ADDITIONAL' ? record[declaration.parent] : null;
      if (parent !== null) chain.push(...(await this.contract(kind, Number(parent))));
      return [...chain, { kind, id, input, send: (operator) => operator.upsertContract(input) }];
    });
  }

  /** A record that goes to the registry as the legal entity it names (API.md "Buying side"). */
  private sentAs(kind: RecordKind, declaration: SentAsKind, id: number | string): Promise<Chain> {
    return this.chainOf(`${kind}:${id}`, async () => {
      let record = await required(this.db, declaration.entity, id);
      if (declaration.through) record = await required(this.db, entityOf(declaration.through.kind as RegistryKind), Number(record[declaration.through.field]));
      const legalEntityId = record[declaration.field];
      if (legalEntityId === null || legalEntityId === undefined) throw new NotSendable(declaration.missing as RefusalCode);
      return this.legalEntity(Number(legalEntityId));
    });
  }

  platform(id: number): Promise<Chain> {
    return this.chainOf(`platform:${id}`, async () => {
      const record = await required(this.db, entityOf('platform'), id);
      const input: OrdPlatformInput = { id, name: String(record.name), owner: platformPerson, isOwner: false };
      return [...(await this.organisation(platformPerson.id)), { kind: 'platform', id, input, send: (operator) => operator.upsertPlatform(input) }];
    });
  }

  /** One of a creative's files; its bytes are read when it is sent (the hash covers the file's row: stored bytes never change). */
  media(id: number): Promise<Chain> {
    return this.chainOf(`media:${id}`, async () => {
      const [file] = await storedFiles(this.db, [id]);
      if (!file) throw new NotSendable('registry.fileNotStored', { id });
      const input = { id, name: file.name, contentType: file.contentType, size: file.size };
      return [{ kind: 'media', id, input, send: async (operator) => operator.uploadMedia({ ...input, data: await mediaBytes(this.config, file, operator.api) }) }];
    });
  }

  creative(id: number): Promise<Chain> {
    return this.chainOf(`creative:${id}`, async () => {
      const record = await required(this.db, entityOf('creative'), id);
      if (registeredElsewhere({ marker: record.marker as string | null, ordId: record.ordId as string | null })) throw new NotSendable('registry.registeredElsewhere');
      const fileIds = ((record.files as number[] | null) ?? []).map(Number);
      const input = {
        id,
        name: await creativeName(this.db, record),
        originalContractIds: record.contract === null ? [] : [Number(record.contract)],
        typeAdCompany: (record.typeAdCompany as TypeAdCompany | null) ?? null,
        distributionForm: record.distributionForm as DistributionForm,
        text: (record.text as string | null) ?? null,
        kktuCodes: await kktuCodes(this.db, (record.kktu as number[] | null) ?? []),
        targetUrls: (record.targetUrls as string[] | null) ?? [],
        fileIds,
      };
      const media = [];
      for (const fileId of fileIds) media.push(...(await this.media(fileId)));
      return [
        ...(record.contract !== null ? await this.contract('originalContract', Number(record.contract)) : []),
        ...media,
        {
          kind: 'creative',
          id,
          input,
          send: async (operator) => {
            // Refused before any request, keyed by our field, like the mappings' own refusals.
            if (!input.distributionForm) throw unmappable(`ord-${operator.api.toLowerCase()}`, 'distributionForm', 'Required field');
            const { fileIds: ids, ...creative } = input;
            return operator.upsertCreative({ ...creative, media: await this.mediaRefs(operator.api, ids) });
          },
        },
      ];
    });
  }

  /** The operator's ids of files its media steps uploaded just before. */
  private async mediaRefs(api: OrdApi, fileIds: number[]): Promise<OrdMediaRef[]> {
    const refs: OrdMediaRef[] = [];
    for (const fileId of fileIds) {
      const row = await readSubmission(this.db, { kind: 'media', id: fileId, api });
      if (!row?.ordId) throw new NotSendable('registry.fileNotUploaded', { id: fileId, api });
      refs.push({ fileId, ordId: row.ordId });
    }
    return refs;
  }

  /** A statistic row's dependencies (its creative's chain, the order's platform) and what it sends. */
  async statisticRow(row: StatisticRow): Promise<{ chain: Chain; item: StatisticItem }> {
    const { site, platformId } = await orderPlatform(this.db, row.order);
    if (platformId === null) throw noPlatform(site);
    const chain = joined(await this.platform(platformId), await this.creative(row.creative));
    return { chain, item: { key: statisticKey(row), recordId: row.id, input: ordStatisticInput(row, platformId) } };
  }

  statistics(items: StatisticItem[]): StatisticsStep {
    return { kind: 'statistic', items };
  }

  /**
   * An act: its contract, its items' original contracts, the order's platform, its creatives,
   * then the month's statistics of those creatives (ERIR links them to the act), then the act
   * and its "ready".
   */
  act(id: number): Promise<Chain> {
    return this.chainOf(`act:${id}`, async () => {
      const record = await required(this.db, entityOf('act'), id);
      const input = await ordActInput(this.db, record);
      const chain: Chain[] = [await this.contract('contract', input.contractId)];
      for (const item of input.items) chain.push(await this.contract('originalContract', item.originalContractId));
      const placed = record.order === null ? null : await orderPlatform(this.db, Number(record.order));
      if (placed?.platformId) chain.push(await this.platform(placed.platformId));
      const creatives = [...new Set(input.items.flatMap((item) => item.creatives.map((c) => c.creativeId)))];
      for (const creativeId of creatives) chain.push(await this.creative(creativeId));
      const items: StatisticItem[] = [];
      const rows = record.order === null ? [] : await statisticRows(this.db, actMonth(String(record.date)), { order: Number(record.order), api: record.erirApi as OrdApi, creatives });
      for (const row of rows) {
        const planned = await this.statisticRow(row);
        chain.push(planned.chain);
        items.push(planned.item);
      }
      if (items.length) chain.push([this.statistics(items)]);
      chain.push([
        {
          kind: 'act',
          id,
          input,
          send: async (operator) => {
            const sent = await operator.upsertAct(input);
            await operator.markActReady(input.id);
            return sent;
          },
        },
      ]);
      return joined(...chain);
    });
  }

  /**
   * A buying-side act (a publisher's, a DSP's): its counterparty and its contract first, the
   * original contracts of its items, then the act and its "ready".
   */
  private buyingAct(kind: OrdActKind, declaration: BuyingActKind, id: number): Promise<Chain> {
    return this.chainOf(`${kind}:${id}`, async () => {
      const record = await required(this.db, declaration.entity, id);
      const input = await ordBuyingActInput(this.db, kind, declaration, record);
      const chain: Chain[] = [await this.step(declaration.counterparty.kind as RegistryKind, record[declaration.counterparty.field] as number | string)];
      chain.push(await this.step(declaration.contract as RegistryKind, input.contractId));
      for (const item of input.items) chain.push(await this.contract('originalContract', item.originalContractId));
      chain.push([
        {
          kind,
          id,
          input,
          send: async (operator) => {
            const sent = await operator.upsertAct(input);
            await operator.markActReady(input.id, kind);
            return sent;
          },
        },
      ]);
      return joined(...chain);
    });
  }

  /** The chain of one record of any declared kind, planned as its kind declares. */
  step(kind: RegistryKind, id: number | string): Promise<Chain> {
    const declaration = registryKinds[kind];
    const recordId = id as number;
    switch (declaration.plan) {
      case 'organisation':
        return this.organisation(recordId);
      case 'legalEntity':
        return this.legalEntity(recordId);
      case 'contract':
        return this.contract(kind as OrdContractKind, recordId);
      case 'sentAs':
        return this.sentAs(kind as RecordKind, declaration, id);
      case 'platform':
        return this.platform(recordId);
      case 'media':
        return this.media(recordId);
      case 'creative':
        return this.creative(recordId);
      case 'act':
        return this.act(recordId);
      case 'buyingAct':
        return this.buyingAct(kind as OrdActKind, declaration, recordId);
      case 'statistic':
        throw new Error('A statistic row is planned with its month (statisticRow)');
    }
  }

  root(kind: RecordKind, id: number | string): Promise<Chain> {
    return this.step(kind, id);
  }
}

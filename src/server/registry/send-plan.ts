/**
 * What a send puts through an operator, dependencies first (issue "Registry reporting"):
 * person (our billing organisation, the client's legal entities) → contract (the parent
 * first) → platform → media files → creative → statistics → act (and "ready"). Each record
 * answers its chain: the steps of everything it needs, then its own, each carrying the record
 * in the operator layer's terms, read from the database now, so its hash says whether it
 * changed since the last send. A record is planned once per plan however many chains need it.
 */
import { legalEntity } from '../../domain/counterparties/counterparties';
import { creative as creativeEntity } from '../../domain/creatives';
import { platform as platformEntity } from '../../domain/domains/platforms';
import { firstBillingOrganisationId, organisation } from '../../domain/reference/reference';
import { registryRelevantFields } from '../../domain/registry/registry-fields';
import { erirAct } from '../../domain/registry-acts/erir-acts';
import { contract, originalContract } from '../../domain/sales/contracts';
import { publisherContractRegistryFields } from '../../domain/buying-invoices/buying-contract-fields';
import { publisher as publisherEntity, publisherContract } from '../../domain/publishers/publisher-entities';
import { dspContract } from '../../domain/dsps/dsp-entities';
import { actMonth } from '../../domain/core/calendar/act-month';
import { registeredElsewhere } from '../../domain/creatives/creative-validation';
import type { Config } from '../config';
import type { Executor } from '../db/connection';
import type {
  ContractRecord,
  DistributionForm,
  LegalEntityRecord,
  OrdApi,
  OrdMediaRef,
  OrdPlatformInput,
  OriginalContractRecord,
  PublisherContractRecord,
  TypeAdCompany,
} from '../integrations/ord';
import { unmappable } from '../integrations/ord/ord-error';
import { ordActInput } from './act-input';
import { buyingActKinds, ordBuyingActInput, type BuyingActKindName } from './buying-act-input';
import { dsp as dspEntity } from '../../domain/dsps/dsp-entities';
import { mediaBytes } from './media-bytes';
import { NotSendable } from './not-sendable';
import { noPlatform, orderPlatform } from './order-platform';
import { creativeName, kktuCodes, oksmOf, pickFields, required, rolesOf, storedFiles } from './plan-records';
import type { RecordKind } from './record-kinds';
import { joined, type Chain } from './plan-chains';
import type { StatisticItem, StatisticsStep } from './send-step';
import { ordStatisticInput, statisticKey, type StatisticRow } from './statistic-input';
import { statisticRows } from './statistic-rows';
import { readSubmission } from './submission-store';

export type { Chain } from './plan-chains';

/** The counterparty a platform is registered under: we place ads on it, we do not own it. */
export const platformPerson = { kind: 'organisation' as const, id: firstBillingOrganisationId };

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
      const record = pickFields<{ id: number; name: string; inn: string | null }>(await required(this.db, organisation, id), ['name', 'inn']);
      const input = { kind: 'organisation' as const, record, roles: ['agency' as const] };
      return [{ kind: 'organisation', id, input, send: (operator) => operator.upsertParty(input) }];
    });
  }

  legalEntity(id: number): Promise<Chain> {
    return this.chainOf(`legalEntity:${id}`, async () => {
      const record = pickFields<LegalEntityRecord>(await required(this.db, legalEntity, id), registryRelevantFields.legalEntity);
      const input = { kind: 'legalEntity' as const, record, roles: await rolesOf(this.db, id), oksmCountryCode: await oksmOf(this.db, record.country) };
      return [{ kind: 'legalEntity', id, input, send: (operator) => operator.upsertParty(input) }];
    });
  }

  contract(id: number): Promise<Chain> {
    return this.chainOf(`contract:${id}`, async () => {
      const record = pickFields<ContractRecord>(await required(this.db, contract, id), registryRelevantFields.contract);
      const input = { kind: 'contract' as const, record };
      return [
        ...(record.organisation !== null ? await this.organisation(Number(record.organisation)) : []),
        ...(record.legalEntity !== null ? await this.legalEntity(Number(record.legalEntity)) : []),
        ...(record.type === 'ADDITIONAL' && record.parentContract !== null ? await this.contract(Number(record.parentContract)) : []),
        { kind: 'contract', id, input, send: (operator) => operator.upsertContract(input) },
      ];
    });
  }

  originalContract(id: number): Promise<Chain> {
    return this.chainOf(`originalContract:${id}`, async () => {
      const record = pickFields<OriginalContractRecord>(await required(this.db, originalContract, id), registryRelevantFields.originalContract);
      const input = { kind: 'originalContract' as const, record };
      return [
        ...(record.customer !== null ? await this.legalEntity(Number(record.customer)) : []),
        ...(record.client !== null ? await this.legalEntity(Number(record.client)) : []),
        ...(record.type === 'ADDITIONAL' && record.parentContractId !== null ? await this.originalContract(Number(record.parentContractId)) : []),
        { kind: 'originalContract', id, input, send: (operator) => operator.upsertContract(input) },
      ];
    });
  }

  /** A publisher contract: our organisation and the publisher's legal entity, then the contract. */
  publisherContract(id: number): Promise<Chain> {
    return this.serviceContract('publisherContract', id);
  }

  /** A DSP contract, sent as the publisher contracts are (API.md "DSPs"). */
  dspContract(id: number): Promise<Chain> {
    return this.serviceContract('dspContract', id);
  }

  /** A service contract between our organisation and a counterparty: both parties first, then the contract. */
  private serviceContract(kind: 'publisherContract' | 'dspContract', id: number): Promise<Chain> {
    return this.chainOf(`${kind}:${id}`, async () => {
      const record = pickFields<PublisherContractRecord>(await required(this.db, kind === 'dspContract' ? dspContract : publisherContract, id), publisherContractRegistryFields);
      const input = { kind, record };
      return [
        ...(record.organisation !== null ? await this.organisation(Number(record.organisation)) : []),
        ...(record.legalEntity !== null ? await this.legalEntity(Number(record.legalEntity)) : []),
        { kind, id, input, send: (operator) => operator.upsertContract(input) },
      ];
    });
  }

  /** A publisher is a person with the role `publisher`: its contract's legal entity (API.md "Buying side"). */
  publisher(id: number): Promise<Chain> {
    return this.chainOf(`publisher:${id}`, async () => {
      const record = await required(this.db, publisherEntity, id);
      const contractRecord = await required(this.db, publisherContract, Number(record.contract));
      if (contractRecord.legalEntity === null) throw new NotSendable('registry.contractWithoutLegalEntity');
      return this.legalEntity(Number(contractRecord.legalEntity));
    });
  }

  platform(id: number): Promise<Chain> {
    return this.chainOf(`platform:${id}`, async () => {
      const record = await required(this.db, platformEntity, id);
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
      const record = await required(this.db, creativeEntity, id);
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
        ...(record.contract !== null ? await this.originalContract(Number(record.contract)) : []),
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
      const record = await required(this.db, erirAct, id);
      const input = await ordActInput(this.db, record);
      const chain: Chain[] = [await this.contract(input.contractId)];
      for (const item of input.items) chain.push(await this.originalContract(item.originalContractId));
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
  buyingAct(kindName: BuyingActKindName, id: number): Promise<Chain> {
    return this.chainOf(`${kindName}:${id}`, async () => {
      const shape = buyingActKinds[kindName];
      const record = await required(this.db, shape.act, id);
      const input = await ordBuyingActInput(this.db, shape, record);
      const chain: Chain[] = [await this.root(shape.counterparty.kind, record[shape.counterparty.field] as number | string)];
      chain.push(await this.root(shape.contract.kind, input.contractId));
      for (const item of input.items) chain.push(await this.originalContract(item.originalContractId));
      chain.push([
        {
          kind: shape.kind,
          id,
          input,
          send: async (operator) => {
            const sent = await operator.upsertAct(input);
            await operator.markActReady(input.id, shape.kind);
            return sent;
          },
        },
      ]);
      return joined(...chain);
    });
  }

  publisherAct(id: number): Promise<Chain> {
    return this.buyingAct('publisherAct', id);
  }

  dspAct(id: number): Promise<Chain> {
    return this.buyingAct('dspAct', id);
  }

  /** A DSP is a person: its legal entity (API.md "Buying side"). */
  dsp(id: number | string): Promise<Chain> {
    return this.chainOf(`dsp:${id}`, async () => {
      const record = await required(this.db, dspEntity, id);
      if (record.legalEntity === null || record.legalEntity === undefined) throw new NotSendable('registry.dspWithoutLegalEntity');
      return this.legalEntity(Number(record.legalEntity));
    });
  }

  async root(kind: RecordKind, id: number | string): Promise<Chain> {
    return (this[kind] as (id: number | string) => Promise<Chain>).call(this, id);
  }
}

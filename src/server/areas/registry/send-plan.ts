/**
 * What one send puts through an operator, dependencies first (issue "Registry reporting"):
 * counterparties → contracts (the parent first) → creative. Each step carries the record in
 * the operator layer's terms, read from the database now, so its hash says whether it changed
 * since the last send. A record is planned once however many paths lead to it.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AnyEntity } from '../../../domain/entity';
import { legalEntity } from '../../../domain/entities/counterparties';
import { creative as creativeEntity } from '../../../domain/entities/creatives';
import { country, kktu, organisation } from '../../../domain/entities/reference';
import { registryRelevantFields } from '../../../domain/entities/registry-fields';
import { contract, originalContract } from '../../../domain/entities/sales/contracts';
import { order } from '../../../domain/entities/sales/orders';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import { readOne } from '../../entity-service/entity-reader';
import { notFound } from '../../http/api-error';
import type {
  ContractRecord,
  DistributionForm,
  LegalEntityRecord,
  OrdCreativeSent,
  OrdOperator,
  OrdRole,
  OrdSent,
  OriginalContractRecord,
  TypeAdCompany,
} from '../../integrations/ord';
import { unmappable } from '../../integrations/ord/ord-error';

/** The kinds a person sends (`to_erir`, `creatives/send`). */
export type RootKind = 'legalEntity' | 'contract' | 'originalContract' | 'creative';
export type StepKind = RootKind | 'organisation';

export interface SendStep {
  kind: StepKind;
  id: number;
  /** What is sent, in the operator layer's terms (hashed to skip unchanged records). */
  input: unknown;
  send(operator: OrdOperator): Promise<OrdSent | OrdCreativeSent>;
}

export const entityOfKind: Record<RootKind, AnyEntity> = { legalEntity, contract, originalContract, creative: creativeEntity };

const pickFields = <T>(record: Record<string, unknown>, names: readonly string[]): T =>
  Object.fromEntries(['id', ...names].map((name) => [name, record[name] ?? null])) as T;

async function required(db: Executor, entity: AnyEntity, id: number): Promise<Record<string, unknown>> {
  const record = await readOne(db, entity, id);
  if (!record) throw notFound();
  return record;
}

/** ERIR roles from where the legal entity appears: an agent (an original contract's `client`) and/or an advertiser. */
async function rolesOf(db: Executor, id: number): Promise<OrdRole[]> {
  const originals = tableOf(originalContract);
  const [agent] = await db.select({ id: originals.id }).from(originals).where(eq(originals.client, id)).limit(1);
  const [customer] = await db.select({ id: originals.id }).from(originals).where(eq(originals.customer, id)).limit(1);
  const contracts = tableOf(contract);
  const [client] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.legalEntity, id)).limit(1);
  return agent && !customer && !client ? ['agency'] : agent ? ['advertiser', 'agency'] : ['advertiser'];
}

/** The OKSM code when the country's code is the numeric one; alpha codes are not OKSM. */
async function oksmOf(db: Executor, countryId: unknown): Promise<string | null> {
  if (countryId === null || countryId === undefined) return null;
  const [row] = await db.select({ code: tableOf(country).code }).from(tableOf(country)).where(eq(tableOf(country).id, Number(countryId)));
  const code = typeof row?.code === 'string' ? row.code.trim() : '';
  return /^\d{3}$/.test(code) ? code : null;
}

export class SendPlan {
  readonly steps: SendStep[] = [];
  private readonly planned = new Set<string>();

  constructor(private readonly db: Executor) {}

  private once(kind: StepKind, id: number): boolean {
    const key = `${kind}:${id}`;
    if (this.planned.has(key)) return false;
    this.planned.add(key);
    return true;
  }

  async legalEntity(id: number): Promise<void> {
    if (!this.once('legalEntity', id)) return;
    const record = pickFields<LegalEntityRecord>(await required(this.db, legalEntity, id), registryRelevantFields.legalEntity);
    const input = { kind: 'legalEntity' as const, record, roles: await rolesOf(this.db, id), oksmCountryCode: await oksmOf(this.db, record.country) };
    this.steps.push({ kind: 'legalEntity', id, input, send: (operator) => operator.upsertParty(input) });
  }

  async organisation(id: number): Promise<void> {
    if (!this.once('organisation', id)) return;
    const record = pickFields<{ id: number; name: string; inn: string | null }>(await required(this.db, organisation, id), ['name', 'inn']);
    const input = { kind: 'organisation' as const, record, roles: ['agency' as const] };
    this.steps.push({ kind: 'organisation', id, input, send: (operator) => operator.upsertParty(input) });
  }

  async contract(id: number): Promise<void> {
    if (this.planned.has(`contract:${id}`)) return;
    const record = pickFields<ContractRecord>(await required(this.db, contract, id), registryRelevantFields.contract);
    if (record.organisation !== null) await this.organisation(Number(record.organisation));
    if (record.legalEntity !== null) await this.legalEntity(Number(record.legalEntity));
    if (record.type === 'ADDITIONAL' && record.parentContract !== null && Number(record.parentContract) !== id) await this.contract(Number(record.parentContract));
    if (!this.once('contract', id)) return;
    const input = { kind: 'contract' as const, record };
    this.steps.push({ kind: 'contract', id, input, send: (operator) => operator.upsertContract(input) });
  }

  async originalContract(id: number): Promise<void> {
    if (this.planned.has(`originalContract:${id}`)) return;
    const record = pickFields<OriginalContractRecord>(await required(this.db, originalContract, id), registryRelevantFields.originalContract);
    if (record.customer !== null) await this.legalEntity(Number(record.customer));
    if (record.client !== null) await this.legalEntity(Number(record.client));
    if (record.type === 'ADDITIONAL' && record.parentContractId !== null && Number(record.parentContractId) !== id) {
      await this.originalContract(Number(record.parentContractId));
    }
    if (!this.once('originalContract', id)) return;
    const input = { kind: 'originalContract' as const, record };
    this.steps.push({ kind: 'originalContract', id, input, send: (operator) => operator.upsertContract(input) });
  }

  async creative(id: number): Promise<void> {
    const record = await required(this.db, creativeEntity, id);
    if (record.contract !== null) await this.originalContract(Number(record.contract));
    if (!this.once('creative', id)) return;
    const input = {
      id,
      name: await creativeName(this.db, record),
      originalContractIds: record.contract === null ? [] : [Number(record.contract)],
      typeAdCompany: (record.typeAdCompany as TypeAdCompany | null) ?? null,
      distributionForm: record.distributionForm as DistributionForm,
      text: (record.text as string | null) ?? null,
      kktuCodes: await kktuCodes(this.db, (record.kktu as number[] | null) ?? []),
      targetUrls: (record.targetUrls as string[] | null) ?? [],
    };
    this.steps.push({
      kind: 'creative',
      id,
      input,
      send: (operator) => {
        // Refused before any request, keyed by our field, like the mappings' own refusals.
        if (!input.distributionForm) throw unmappable(`ord-${operator.api.toLowerCase()}`, 'distributionForm', 'Required field');
        return operator.upsertCreative(input);
      },
    });
  }

  async root(kind: RootKind, id: number): Promise<SendStep[]> {
    await this[kind](id);
    return this.steps;
  }
}

async function kktuCodes(db: Executor, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const table = tableOf(kktu);
  const rows = await db.select({ id: table.id, code: table.code }).from(table).where(inArray(table.id, ids));
  const byId = new Map(rows.map((row) => [Number(row.id), String(row.code)]));
  return ids.flatMap((kktuId) => (byId.has(Number(kktuId)) ? [byId.get(Number(kktuId))!] : []));
}

/** A name for people at the operator: the primary order's name, else the first order's. */
async function creativeName(db: Executor, record: Record<string, unknown>): Promise<string | null> {
  const ids = [record.primarilyOrder, ...((record.orders as number[] | null) ?? [])].filter((v): v is number => v !== null && v !== undefined);
  if (!ids.length) return null;
  const table = tableOf(order);
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids.map(Number)));
  const byId = new Map(rows.map((row) => [Number(row.id), row.name as string | null]));
  return ids.map((orderId) => byId.get(Number(orderId))).find((name): name is string => !!name) ?? null;
}

/** The operator a creative goes through when none is asked for: its primary (else first) order's choice. */
export async function creativeOperator(db: Executor, creativeId: number): Promise<string | null> {
  const record = await required(db, creativeEntity, creativeId);
  const ids = [record.primarilyOrder, ...((record.orders as number[] | null) ?? [])].filter((v): v is number => v !== null && v !== undefined);
  if (!ids.length) return null;
  const table = tableOf(order);
  const rows = await db.select({ id: table.id, ord: table.ord }).from(table).where(inArray(table.id, ids.map(Number)));
  const byId = new Map(rows.map((row) => [Number(row.id), row.ord as string | null]));
  return ids.map((orderId) => byId.get(Number(orderId))).find((api): api is string => !!api) ?? null;
}

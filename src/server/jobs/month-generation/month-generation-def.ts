/**
 * What a month generation declares (docs/server-internals.md "Month generation"): the entity it
 * writes (and the children of each record), the field holding the month, the key that makes
 * one record per month (an order, a publisher, a DSP), the field that scopes a regeneration to
 * one counterparty, which records are kept (sent acts, PAID invoices) and how the others give
 * way (recreated, or updated in place), the source query (month → figures, optionally read from
 * the analytics database first) and the row rule (figures → records with their children).
 * Everything else — the lock, one transaction, the items service with history, the task and its
 * counts — is the machine's (month-generation.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { EntityDef } from '../../../domain/core/entity';
import type { Fields, ValueOf } from '../../../domain/core/fields';
import type { ActMonth } from '../../../domain/core/calendar/act-month';
import type { Analytics } from '../../analytics/analytics';
import type { Executor } from '../../db/connection';
import type { ReadRows } from '../../items/readers';
import type { JobQueueOptions } from '../job-handlers';
import type { FileStore, ServerContext } from '../../server-context';

/** Stored values of an entity's fields, as the row rule makes them. */
export type StoredValues<F extends Fields> = { -readonly [K in keyof F]?: ValueOf<F[K]> };

/** One record the row rule makes, with its children (act items). */
export interface GeneratedRow<F extends Fields, C extends Fields> {
  record: StoredValues<F>;
  children?: ReadonlyArray<StoredValues<C>>;
}

/** `all` counterparties of the month, or the one whose id is given. */
export type GenerationScope = number | null;

export interface SourceInput<A> {
  /** The server's context (the system's writes a source makes run the areas' hooks). */
  ctx: ServerContext;
  /** The generation's transaction, the month already locked. */
  tx: Executor;
  month: ActMonth;
  scope: GenerationScope;
  /** What `analytics` read (undefined when the generation reads nothing there). */
  analytics: A;
  /** Where a generation that makes files (DMP exports) stores them; null where the run was given none. */
  files: FileStore | null;
}

export interface GenerationCounts {
  /** Records written anew. */
  created: number;
  /** Records of the month that were not kept: recreated, updated in place, or removed. */
  replaced: number;
  /** Keys (orders, publishers) whose records were kept as they were. */
  kept: number;
}

export interface MonthGenerationDef<F extends Fields, C extends Fields, Figures, A> {
  /** The job's name (`area.what-generate`); also names the month's lock. */
  name: string;
  entity: EntityDef<F>;
  /** The date field that places a record in its month. */
  monthField: keyof F & string;
  /** One record per key and month: a kept record's key gets no new one. */
  key: keyof F & string;
  /** The counterparty field a scoped regeneration is limited to ("regenerate for one publisher"). */
  scopeField?: keyof F & string;
  /** The records never touched (sent acts, PAID invoices), as a condition on the entity's rows (a reader's, named as its table). */
  kept(rows: ReadRows): SQL;
  /**
   * How the month's other records give way: `recreate` deletes them and writes the new ones
   * (new ids); `inPlace` updates the record of the same key (its id and the fields the row rule
   * does not set stay) and removes those whose key has no row any more.
   */
  replace: 'recreate' | 'inPlace';
  /** The records' children (act items): written with them, replaced with them, no history of their own (their entity is declared `generated`). */
  children?: { entity: EntityDef<C>; via: keyof C & string };
  /** Read from the analytics database before the transaction opens (its failure changes nothing). */
  analytics?(analytics: Analytics, month: ActMonth, scope: GenerationScope): Promise<A>;
  /** The month's figures, in the generation's transaction. */
  source(input: SourceInput<A>): Promise<Figures>;
  /** The records from the figures: a pure function. */
  rows(figures: Figures, month: ActMonth): ReadonlyArray<GeneratedRow<F, C>>;
  /** The task's success text (a catalogue key). */
  done: string;
  /** More fields of the task's detail, from the counts. */
  result?(counts: GenerationCounts): Record<string, unknown>;
  queue?: JobQueueOptions;
}

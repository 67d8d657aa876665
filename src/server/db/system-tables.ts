/**
 * Tables that are not entities: credentials, sessions, one-time tokens, files and the change
 * history of every entity.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const userCredentials = pgTable('user_credentials', {
  userId: integer('user_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type'),
  storageKey: text('storage_key').notNull(),
  /** Generated files (exports, documents) served from files/temp/. */
  isTemp: boolean('is_temp').notNull().default(false),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const entityHistory = pgTable(
  'entity_history',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id'),
    at: ts('at').notNull().default(sql`now()`),
    changes: jsonb('changes').notNull(),
  },
  (t) => [index('entity_history_record_idx').on(t.entity, t.recordId, t.id)],
);

/** The super admin's request profiler (/silk): the last requests with their SQL, trimmed to a few hundred rows. */
export const profilerRequests = pgTable(
  'profiler_requests',
  {
    id: serial('id').primaryKey(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    startedAt: ts('started_at').notNull(),
    userId: integer('user_id'),
    queryCount: integer('query_count').notNull(),
    queryMs: doublePrecision('query_ms').notNull(),
    /** [{sql, ms}] in execution order, each text cut to 2000 characters. */
    statements: jsonb('statements').notNull(),
  },
  (t) => [index('profiler_requests_started_idx').on(t.startedAt)],
);

/** Whether the profiler records every request (until `recordingUntil`) or only slow ones: one row. */
export const profilerState = pgTable('profiler_state', {
  id: integer('id').primaryKey(),
  recordingUntil: ts('recording_until'),
});

/**
 * Writes to the tables that references name (a reference's display text, `clientName`): a
 * statement-level trigger adds a row of weight 1 for every write statement, in the writer's
 * transaction and without locking anything shared; compaction folds a table's rows into one row
 * of their summed weight. So the sum of a table's weights, as a reader's snapshot sees it, counts
 * the writes committed before that snapshot: it grows with every commit and never repeats a
 * state, and an API process keeps reference texts under it (`reference-text-cache.ts`).
 */
export const tableChanges = pgTable(
  'table_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    weight: bigint('weight', { mode: 'number' }).notNull().default(1),
  },
  (t) => [index('table_changes_name_idx').on(t.name, t.weight)],
);

/** `count` and `total` of a filtered list, valid while its table's change count is the one stored. */
export const listTotals = pgTable('list_totals', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
  total: jsonb('total').notNull(),
  storedAt: ts('stored_at').notNull().default(sql`now()`),
});

/** Attempts per key and time window, shared by every API process (login rate limit). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: ts('window_start').notNull(),
});

/** The last order number given per report year (API.md "Sales": sequential, never reused). */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

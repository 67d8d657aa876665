/**
 * The registry area's own tables (not entities: nobody edits them, only the send job writes
 * them). One submission row per record, kind and operator keeps where its send stands; one
 * pause row per operator that refused our key (401) holds its queue until the key changes.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { registrySubmissionsTable } from '../../domain/registry/registry-fields';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const registrySubmissions = pgTable(
  registrySubmissionsTable,
  {
    /** An ord object kind: legalEntity, organisation, contract, originalContract, creative… */
    objectKind: text('object_kind').notNull(),
    objectId: text('object_id').notNull(),
    /** VK, OZON or OTM. */
    api: text('api').notNull(),
    /** queued, sent, processing, verified, rejected or failed (enum registryState). */
    state: text('state').notNull(),
    externalId: text('external_id'),
    ordId: text('ord_id'),
    erid: text('erid'),
    /** The operator's (or our mapping's) messages, whole. */
    messages: jsonb('messages').$type<string[]>().notNull().default([]),
    /** The same messages per field. */
    fieldErrors: jsonb('field_errors').$type<Record<string, string[]>>().notNull().default({}),
    /** Attempts at sending the current payload. */
    attempts: integer('attempts').notNull().default(0),
    /** sha256 of the last payload sent (or tried): an unchanged record is not sent again. */
    payloadHash: text('payload_hash'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.objectKind, t.objectId, t.api] }), index('registry_submissions_state_idx').on(t.state, t.api)],
);

export const registryOperatorPauses = pgTable('registry_operator_pauses', {
  api: text('api').primaryKey(),
  message: text('message').notNull(),
  /** sha256 of the key that was refused: a different key lifts the pause. */
  tokenHash: text('token_hash').notNull(),
  pausedAt: ts('paused_at').notNull(),
});

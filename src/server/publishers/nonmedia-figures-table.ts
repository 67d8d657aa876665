/**
 * The non-media figures uploaded as spreadsheets (API.md "Buying side": `POST erir/nonmedia/`):
 * one row per non-media source and day, replaced by a later upload of the same source and day.
 * They count as `NONMEDIA` rows beside the analytics database's, in invoices and reports. Not an
 * entity: nobody edits them, only the upload writes them.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { nonMedia } from '../../domain/publishers/publisher-entities';
import { foreignKeyTo } from '../db/entity-references';

export const nonMediaFigures = pgTable(
  'nonmedia_figures',
  {
    /** The non-media source's text id; deleting the source deletes its figures. */
    nonMediaId: text('nonmedia_id')
      .notNull()
      .references(foreignKeyTo(nonMedia), { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    /** Roubles without VAT, rounded to 2 decimals half away from zero. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.nonMediaId, t.day] })],
);

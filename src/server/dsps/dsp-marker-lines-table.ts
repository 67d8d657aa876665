/**
 * The lines of the DSP spreadsheets (API.md "Buying side": `POST erir/dsp_info/`): what a DSP
 * states it spent, per day and marker, held under that DSP's missed-marker row of the month. An
 * upload replaces the lines of each DSP and month it names. Not an entity: only the upload writes
 * them; the missed-marker row sums their budget, the unmatched-lines export reads them.
 */
import { bigint, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { dspMissedMarker } from '../../domain/dsps/dsp-entities';
import { foreignKeyTo } from '../db/entity-references';

export const dspMarkerLines = pgTable(
  'dsp_marker_lines',
  {
    /** The DSP and month's missed-marker row; deleting it (or its DSP) deletes the lines. */
    missedMarkerId: integer('missed_marker_id')
      .notNull()
      .references(foreignKeyTo(dspMissedMarker), { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    marker: text('marker').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    /** Roubles without VAT, rounded to 2 decimals half away from zero. */
    budget: numeric('budget', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [index('dsp_marker_lines_missed_marker_idx').on(t.missedMarkerId, t.marker)],
);

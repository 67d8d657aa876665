/**
 * ERIR statistics (spec 2 §2.4, §3 ErirStatistic): one row per marker and month, built by the
 * registry area from the creatives, orders, registry ids, the BT URL list and the analytics
 * database, and sent to each creative's operator. Only the deleted flag is a person's to change
 * (`GET estats/marker/{id}/`); every other value is the build's. `markerInCh` and `volume` are
 * unknown (empty) when the analytics database is not configured.
 */
import { defineEntity, type ViewerContext } from '../core/entity';
import { monthStart } from '../sales/order-dates';
import { shiftMonth } from '../core/calendar/act-month';

const built = { computed: { hooks: true } } as const;

export const erirStatistic = defineEntity({
  name: 'erirStatistic',
  area: 'registry-acts',
  path: 'estats/',
  table: 'erir_statistics',
  display: 'marker',
  searchFields: ['marker'],
  defaultOrdering: ['marker', 'id'],
  defaultFilters: (ctx: ViewerContext) => {
    const previous = shiftMonth(monthStart(ctx.today), -1);
    return { date__btw: `${previous},${shiftMonth(previous, 1)}` };
  },
  indexes: [['date', 'marker']],
  access: { create: 'none', update: 'none', delete: 'none' },
  generated: "the month's statistics build (server/registry-acts/statistics-build.ts)",
  editor: { mode: 'dialog', noDelete: true },
  listView: { noCreate: true, noDelete: true },
  fields: {
    date: { kind: 'date', ...built, label: 'fields.month' },
    marker: { kind: 'string', ...built },
    creative: { kind: 'ref', ref: 'creative', ...built },
    markerDeleted: { kind: 'boolean', ...built },
    creativeRegistered: { kind: 'boolean', ...built },
    creativeHasContract: { kind: 'boolean', ...built },
    // Empty (unknown) while the analytics database is not configured: it follows the volume found there.
    markerInCh: { kind: 'boolean', computed: { sql: '({volume} > 0)' } },
    markerInBt: { kind: 'boolean', ...built },
    markerInMonkey: { kind: 'boolean', ...built },
    originalContractRegistered: { kind: 'boolean', ...built },
    contractRegistered: { kind: 'boolean', ...built },
    /** Shows of the marker in the month in the analytics database. */
    volume: { kind: 'int', summary: 'sum', ...built },
    goal: { kind: 'enum', enum: 'goal', ...built },
    metric: { kind: 'enum', enum: 'metric', ...built },
    order: { kind: 'ref', ref: 'order', ...built },
    erirApi: { kind: 'enum', enum: 'erir', ...built, label: 'fields.erirApi' },
    contracts: { kind: 'list', ...built },
    btUrl: { kind: 'url', ...built },
    sentAt: { kind: 'datetime', ...built, systemKept: 'the send to the operator (server/registry/record-ids.ts)' },
  },
});

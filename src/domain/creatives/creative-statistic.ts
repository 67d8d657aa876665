/**
 * The statistics of a creative in an order (spec 1 §3 "Per-order statistics"): the date the
 * registry statistics found it. One row per creative and order; admins write it (the registry
 * statistics build fills it).
 */
import { defineEntity } from '../core/entity';

export const creativeStatistic = defineEntity({
  name: 'creativeStatistic',
  area: 'creatives',
  path: 'creatives/stats/',
  table: 'creative_statistics',
  display: 'date',
  defaultOrdering: ['-date', '-id'],
  indexes: [['order', 'creative']],
  access: { create: 'admin', update: 'admin', delete: 'admin' },
  editor: { mode: 'dialog', width: 500 },
  fields: {
    // A creative needs its codes and files: it is not made from a typed marker.
    creative: { kind: 'ref', ref: 'creative', creatable: false, required: true, index: true },
    order: { kind: 'ref', ref: 'order', required: true },
    date: { kind: 'date', required: true },
  },
});

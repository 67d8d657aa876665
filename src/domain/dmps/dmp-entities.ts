/**
 * DMPs (spec 2 §2.3, §3, §9; API.md "Buying side"): the DMPs whose audiences we buy, their
 * audiences (read only: written by the refresh from the analytics `dmp_audiences` table, daily
 * and before every export), and the monthly exports per DMP with the SSP and DMP budgets of
 * `dmp_stats` and their spreadsheet (made by the export generation, never typed).
 */
import { defineEntity, type ViewerContext } from '../core/entity';
import { defaultActsFilter } from '../core/calendar/act-month';

export const dmp = defineEntity({
  name: 'dmp',
  area: 'dmps',
  path: 'dmp/',
  table: 'dmps',
  display: 'name',
  searchFields: ['name'],
  defaultOrdering: ['name'],
  editor: { mode: 'dialog' },
  // Spec 2 §6: a super admin deletes a DMP, and only one without exports (its months' documents).
  access: { delete: 'superAdmin' },
  deleteGuards: [{ code: 'dmps.hasExports', sql: 'exists (select 1 from dmp_exports e where e.dmp_id = {id})' }],
  fields: {
    name: { kind: 'string', required: true, trim: true, index: true },
  },
});

/** One audience of a DMP as the analytics database states it: written by the refresh only. */
export const dmpAudience = defineEntity({
  name: 'dmpAudience',
  area: 'dmps',
  path: 'dmp/audiences/',
  table: 'dmp_audiences',
  display: 'name',
  searchFields: ['name', 'audienceId'],
  defaultOrdering: ['dmp', 'audienceId'],
  indexes: [['dmp', 'audienceId']],
  access: { create: 'none', update: 'none', delete: 'none' },
  editor: { mode: 'dialog', noDelete: true },
  listView: { noCreate: true, noMenu: true, noDelete: true },
  fields: {
    audienceId: { kind: 'string', required: true, readOnly: true },
    name: { kind: 'string', readOnly: true },
    group: { kind: 'string', readOnly: true },
    cpm: { kind: 'money', readOnly: true },
    dmp: { kind: 'ref', ref: 'dmp', required: true, readOnly: true, index: true, onDelete: 'cascade' },
  },
});

/** One DMP's export of one month: made (and replaced) by `POST dmp/exports/`, never typed. */
export const dmpExport = defineEntity({
  name: 'dmpExport',
  area: 'dmps',
  path: 'dmp/exports/',
  table: 'dmp_exports',
  display: 'id',
  defaultOrdering: ['-date', 'dmp'],
  defaultFilters: (ctx: ViewerContext) => ({ date__btw: defaultActsFilter(ctx.today) }),
  indexes: [['date', 'dmp']],
  access: { create: 'none', update: 'none', delete: 'superAdmin' },
  editor: { mode: 'dialog' },
  listView: { noCreate: true },
  fields: {
    date: { kind: 'date', required: true, readOnly: true },
    dmp: { kind: 'ref', ref: 'dmp', required: true, readOnly: true, index: true, onDelete: 'cascade' },
    sspBudget: { kind: 'money', summary: 'sum', readOnly: true },
    dmpBudget: { kind: 'money', summary: 'sum', readOnly: true },
    file: { kind: 'file', accept: ['.xlsx'], readOnly: true },
  },
});

export const dmpEntities = [dmp, dmpAudience, dmpExport] as const;

/**
 * The buying side's acts (spec 2 §2.2, §2.3, §3 PublisherAct/DSPAct, §5; API.md "Buying side"):
 * one declaration shape with two users, publisher acts and DSP acts. An act is one per
 * counterparty (publisher or DSP) and month, dated the month's last day, made by the month's
 * generation from that counterparty's invoice and sent to the registry with its counterparty and
 * contract first. Its items (one per original contract, one without contract) are made by the
 * generation only and shown read-only in the act's editor. No create (the POST on the collection
 * is the generation); editing and deleting are for admins, the screens offer no delete; `isUpdated` ("actual in
 * registry") goes off whenever a person changes the act and on again when it is sent.
 */
import { defineEntity, type ViewerContext } from '../core/entity';
import type { FieldDef } from '../core/fields';
import { defaultActsFilter } from '../core/calendar/act-month';

export interface BuyingActShape<N extends string, X extends Record<string, FieldDef>> {
  /** The act entity's name (`publisherAct`); its items are `<name>Item`. */
  name: string;
  /** API.md paths: `erir/publisher/acts/` and `erir/publisher/actitems/`. */
  path: string;
  itemPath: string;
  table: string;
  itemTable: string;
  /** The counterparty field (`publisher`, `dsp`) and the entity it points to. */
  counterparty: { field: N; ref: string };
  /** The entity the act's `contract` points to (a publisher or a DSP contract). */
  contractRef: string;
  /** The user's own fields (a publisher act's invoice sum, a DSP act's tax base). */
  extra: X;
  /** The group's position in the shell's global search (found by number). */
  globalSearch: number;
}

/** The act and its items, declared once for both users. */
export function defineBuyingActs<const N extends string, const X extends Record<string, FieldDef>>(shape: BuyingActShape<N, X>) {
  const counterparty = { [shape.counterparty.field]: { kind: 'ref', ref: shape.counterparty.ref, required: true, createOnly: true, index: true } } as Record<N, { kind: 'ref'; ref: string; required: true; createOnly: true; index: true }>;
  const act = defineEntity({
    name: shape.name,
    area: 'buying-acts',
    path: shape.path,
    table: shape.table,
    display: 'number',
    searchFields: ['number'],
    globalSearch: shape.globalSearch,
    defaultOrdering: ['-date', '-id'],
    defaultFilters: (ctx: ViewerContext) => ({ date__btw: defaultActsFilter(ctx.today) }),
    indexes: [['date', shape.counterparty.field] as const],
    // API.md "Buying side": deleting an act is admin only (403 otherwise); the screens offer no delete.
    access: { create: 'none', update: 'admin', delete: 'admin' },
    // An act the registry holds is never deleted, whoever may delete acts (API.md: admins).
    deleteGuards: [{ code: 'buying.actSent', when: (act) => Boolean(act.ordId) }],
    editor: { mode: 'page', noDelete: true },
    listView: { noCreate: true, noDelete: true },
    children: [{ entity: `${shape.name}Item`, via: 'act' }],
    fields: {
      date: { kind: 'date', required: true, createOnly: true },
      number: { kind: 'string', required: true, trim: true, index: true },
      sum: { kind: 'money', required: true, summary: 'sum', label: 'fields.sumWithNds' },
      ...counterparty,
      contract: { kind: 'ref', ref: shape.contractRef, createOnly: true },
      erirApi: { kind: 'enum', enum: 'erir', readOnly: true, label: 'fields.erirApi' },
      ordId: { kind: 'string', readOnly: true, label: 'fields.ordId' },
      isUpdated: { kind: 'boolean', computed: { hooks: true }, label: 'fields.isUpdated' },
      itemsSum: { kind: 'money', summary: 'sum', computed: { rollup: 'sum', of: `${shape.name}Item`, via: 'act', field: 'sum' } },
      ...shape.extra,
    } as const,
  });
  const item = defineEntity({
    name: `${shape.name}Item`,
    area: 'buying-acts',
    path: shape.itemPath,
    table: shape.itemTable,
    display: 'id',
    defaultOrdering: ['id'],
    // Items come from the generation only: the act editor shows them read-only.
    access: { create: 'none', update: 'none', delete: 'none' },
    generated: "the month's act generation, with their act's history (server/buying-acts/buying-act-generation.ts)",
    editor: { mode: 'dialog', noDelete: true },
    listView: { noCreate: true, noDelete: true, noMenu: true },
    fields: {
      act: { kind: 'ref', ref: shape.name, required: true, index: true, onDelete: 'cascade' },
      originalContract: { kind: 'ref', ref: 'originalContract' },
      contractOrdId: { kind: 'string', computed: { sql: 'coalesce({originalContract.vkId}, {originalContract.ozonId}, {originalContract.otmId})' }, label: 'fields.contractOrdId' },
      sum: { kind: 'money', required: true, summary: 'sum' },
    },
  });
  return { act, item };
}

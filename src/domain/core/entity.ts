/**
 * The entity declaration: one object per entity drives the database table, the generic API,
 * validation (server and browser), the table columns and the editor (DESIGN.md "The one idea").
 */
import { decide, type Actor, type EntityAccess, type ReadOnlyFieldsRule, type Verdict } from './access';
import { isReadOnlyField, type FieldDef, type Fields, type ValueOf } from './fields';
import { memoizedBy } from './memoized-by';

export { roles, hasAccess, type Role, type Actor, type AccessLevel as Access } from './access';

export type FieldErrors = Record<string, string[]>;

/**
 * One reason a row may not be deleted: `when` judges the stored row (computed fields included);
 * `sql` is a condition on the row in the computed-field syntax (`{field}`, `{ref.field}`) for
 * what the row alone does not show (acts in the invoice's month). `code` is the 409's refusal code.
 */
export interface DeleteGuard<M> {
  code: string;
  when?: (record: M) => boolean;
  sql?: string;
}

/** Context for defaults and default filters that depend on who is looking. */
export interface ViewerContext {
  userId: number;
  department: number | null;
  /** Today as YYYY-MM-DD in the viewer's time zone. */
  today: string;
}

export type IdKind = 'serial' | 'text';
/** The type of an id: numbers for serial ids, strings for the text ids clients choose. */
export type IdOf<K extends IdKind> = K extends 'text' ? string : number;

export interface CoveringIndex<N extends string> {
  on: readonly N[];
  covering: ReadonlyArray<N | 'id'>;
  /**
   * A word (`__cnt`) in a covered text field, asked within a range of the leading date of at
   * most this many days, is compared row by row in this index instead of found through the
   * trigram index (server/items/words-in-range.ts).
   */
  wordsWithinDays?: number;
  /** The index name's middle part when two indexes lead with the same fields (default: the `on` fields). */
  stem?: string;
}

export type DeclaredIndex = ReadonlyArray<string> | CoveringIndex<string>;

/**
 * A declared index read one way for the table, the declaration checks and the list reader: its
 * columns in order, the covering index it is (null for a plain one), and the words its name is
 * made of (`<table>_<words…>_<kind>`).
 */
export function indexShape(index: DeclaredIndex): { names: string[]; covering: CoveringIndex<string> | null; nameWords: readonly string[]; kind: 'cover' | 'idx' } {
  if (!('on' in index)) return { names: [...index], covering: null, nameWords: index, kind: 'idx' };
  return { names: [...index.on, ...index.covering], covering: index, nameWords: index.stem ? [index.stem] : index.on, kind: 'cover' };
}

export interface EntityDef<F extends Fields = Fields, K extends IdKind = IdKind> {
  /** Key of the entity (camelCase singular): i18n `entities.<name>`, route keys. */
  name: string;
  /** The business area it belongs to; the server's area of that name serves its hooks and actions. */
  area: string;
  /** Path under /api/, ending with a slash (API.md "Entity paths"). */
  path: string;
  /** Database table name (snake_case plural). */
  table: string;
  /** 'serial' (default) or 'text' ids set by the client at creation (SSP, Panel, NonMedia, DSP). */
  idKind?: K;
  fields: F;
  /** Field used as the display text `t` of short lists. */
  display: (keyof F & string) | 'id';
  /**
   * Fields matched by `search=` of lists and short lists (default: the display field); `field.key`
   * matches one key of a json field (search-fields.ts).
   */
  searchFields?: ReadonlyArray<(keyof F & string) | `${keyof F & string}.${string}`>;
  /** The field that names one record in breadcrumbs and search results (default: the display field; an order's number). */
  titleField?: keyof F & string;
  /** Found by the shell's global search (issue 24), its group shown at this position (ascending). */
  globalSearch?: number;
  /** Default ordering of lists and tables, API ordering syntax. */
  defaultOrdering?: readonly string[];
  /** Default table filters in API query syntax (spec 1 §9 "Default table filters"). */
  defaultFilters?: (ctx: ViewerContext) => Record<string, string>;
  /**
   * Extra composite indexes; single-field ones come from `index: true`. A covering index also
   * holds the columns a filtered list sums and pages by (`id` and the totals), so `count`,
   * `total` and the page's ids are read from the index alone (an index-only scan).
   */
  indexes?: ReadonlyArray<ReadonlyArray<keyof F & string> | CoveringIndex<keyof F & string>>;
  /**
   * Keep the `count` and `total` of filtered lists in the database, shared by every process,
   * until the next write to this entity's table (pages 2, 3… of a filter are not recounted).
   * `notAffectedBy`: fields whose edits leave every kept total standing (a comment): a write
   * that sets only those keeps them, and lists filtered on them are counted each time.
   */
  cachedTotals?: boolean | { notAffectedBy: ReadonlyArray<keyof F & string> };
  /** Who may read, create, update and delete; a level word or a function of actor and record. */
  access?: EntityAccess<ModelOf<F, K>>;
  /**
   * Fields this actor may not change on this record (null: a new one), each with the reason,
   * like Django's `get_readonly_fields`. The server answers 403 naming the field; the editor
   * shows them disabled. On create such a field takes its `initial` value (or its default).
   */
  readOnlyFields?: ReadOnlyFieldsRule<ModelOf<F, K>, keyof F & string>;
  /**
   * Rows the books keep: a delete of a row that one of these matches is refused with 409 and the
   * guard's code (a paid invoice, an act sent to the registry), whoever asks, before anything
   * is deleted; cascaded deletes meet them too (server/items/delete-guard.ts).
   */
  deleteGuards?: ReadonlyArray<DeleteGuard<ModelOf<F, K>>>;
  /**
   * Values that follow from others (a contract type clears its dependants, a moved start date
   * moves the month), applied once every field has the right type (validation/typed-normalize.ts),
   * before the rules, on the server and after every change in the editor. `previous` is the
   * stored record (null when new), `changed` the fields being set.
   */
  normalize?(model: ModelOf<F, K>, previous: ModelOf<F, K> | null, changed: ReadonlySet<string>): Partial<ModelOf<F, K>>;
  /** Cross-field rules; run after the field rules, on server and browser alike. */
  validate?(model: ModelOf<F, K>): FieldErrors;
  /** The values of the `computed: { derived: true }` fields, from the rest of the model. */
  derive?(model: ModelOf<F, K>): Partial<ModelOf<F, K>>;
  /**
   * Rows the system makes and remakes in bulk (a month's statistics, generated act items): what
   * makes them. The system's own inserts and deletes of them record no history (a bulk run would
   * write as much history as rows); its changes of their fields follow the fields' declarations,
   * and a person's writes record history as anywhere.
   */
  generated?: string;
  /**
   * A view: rows of entity `of` (its table, its ids) that match `where` (list filters in the
   * API syntax). Its fields are fields of `of` (same names) or computed `sql` fields; it has
   * no table or migration of its own. Writes update `of`'s row and its history.
   */
  view?: { of: string; where: Record<string, string> };
  /**
   * Child collections shown as tabs of the editor: rows of `entity` whose `via` points here.
   * `context` is what a new child row knows from this record (a product: whether its order is
   * locked), so its declared create access can be judged before the server is asked.
   */
  children?: ReadonlyArray<ChildCollection>;
  /**
   * Editor presentation (spec 1 §9 dialog widths): `sections` group the form's fields under
   * titles (fields in none follow in a last section), laid out in `columns` (default 2 on a
   * page, 1 in a dialog narrower than 800 px).
   */
  editor?: { mode?: 'dialog' | 'page'; width?: number; noDelete?: boolean; columns?: number; sections?: readonly EditorSection[] };
  /**
   * Table presentation. `columns`: the columns a new user sees, in order, chosen to fit a
   * 1440 px screen; the other columns wait in the column chooser. Without it the table shows
   * the columns not declared `hidden`, in declaration order, as many as fit.
   */
  listView?: { noCreate?: boolean; noMenu?: boolean; noDelete?: boolean; columns?: ReadonlyArray<(keyof F & string) | 'id'> };
}

export interface AuditFields {
  createdBy: number | null;
  createdAt: string;
  updatedBy: number | null;
  updatedAt: string;
}

export type ModelOf<F extends Fields, K extends IdKind = IdKind> = { id: IdOf<K> } & { -readonly [K in keyof F]: ValueOf<F[K]> } & Partial<AuditFields>;

/** An entity of any field set; `any` because the rule functions make EntityDef invariant in its fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = EntityDef<any, any>;

/** Declare an entity; keeps the literal field types so models are typed from the declaration. */
export function defineEntity<const F extends Fields, const K extends IdKind = 'serial'>(def: EntityDef<F, K>): EntityDef<F, K> {
  return def;
}

export function fieldLabel(entity: AnyEntity, fieldName: string): string {
  const field = (entity.fields as Fields)[fieldName] as FieldDef | undefined;
  return field?.label ?? `fields.${fieldName}`;
}

/** The entity's access rule for an action applied to an actor and a record (null: any record). */
export function accessVerdict(
  entity: AnyEntity,
  action: 'read' | 'create' | 'update' | 'delete',
  actor: Actor | null,
  record: Record<string, unknown> | null,
): Verdict {
  return decide(entity.access?.[action], actor, record as ModelOf<Fields> | null);
}

/**
 * The collection offers this call at all (API.md "A collection without create or delete answers
 * 405 to them"): a view, or an entity whose rule for it is `none`, does not; a rule that refuses
 * some actors answers 403 to them instead.
 */
export function offersCall(entity: AnyEntity, action: 'create' | 'delete'): boolean {
  return !entity.view && entity.access?.[action] !== 'none';
}

export function mayDo(entity: AnyEntity, action: 'read' | 'create' | 'update' | 'delete', actor: Actor | null, record: Record<string, unknown> | null): boolean {
  return accessVerdict(entity, action, actor, record).allowed;
}

/** The reasons this actor may not change these fields of this record (or of a new one). */
export function readOnlyFieldsFor(entity: AnyEntity, actor: Actor | null, record: Record<string, unknown> | null): Record<string, string> {
  if (!actor || !entity.readOnlyFields) return {};
  return entity.readOnlyFields(actor, record as ModelOf<Fields> | null) as Record<string, string>;
}

/** Value a new model takes for a field (declared default, else the kind's empty value). */
export function defaultValue(field: FieldDef): unknown {
  if (field.default !== undefined) return typeof field.default === 'function' ? field.default() : field.default;
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'enumlist':
    case 'list':
    case 'reflist':
    case 'filelist':
      return [];
    case 'json':
      return {};
    default:
      return null;
  }
}

/** The declared fields as typed pairs. */
/** A titled group of an editor's fields (`title` is an i18n key); `columns` overrides the editor's. */
export interface EditorSection {
  title: string;
  fields: readonly string[];
  columns?: number;
}

export interface ChildCollection {
  entity: string;
  via: string;
  title?: string;
  context?(parent: Record<string, unknown>): Record<string, unknown>;
}

/** Declarations do not change once made: each entity's field list is built once (writes and reads ask for it many times a request). */
export const entityFields: (entity: AnyEntity) => ReadonlyArray<[string, FieldDef]> = memoizedBy((entity: AnyEntity) =>
  Object.freeze(Object.entries(entity.fields as Fields)),
);

export function blankModel(entity: AnyEntity): Record<string, unknown> {
  const model: Record<string, unknown> = {};
  for (const [name, field] of entityFields(entity)) {
    if (!isReadOnlyField(field)) model[name] = defaultValue(field);
  }
  return model;
}

/** The values a person could type of a record: what a copy of it is created from. */
export function editableValues(entity: AnyEntity, record: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of entityFields(entity)) {
    if (isReadOnlyField(field) || field.virtual || !(name in record)) continue;
    values[name] = record[name];
  }
  return values;
}

/** The field that names one record (breadcrumbs, global search). */
export function titleFieldOf(entity: AnyEntity): string {
  return (entity.titleField ?? entity.display) as string;
}

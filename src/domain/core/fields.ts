/**
 * Field kinds of entity declarations and the filter operators each kind allows
 * (spec 1 §9, API.md "Filters"). Pure: shared by server and browser.
 */
import type { Actor } from './access';
import type { EnumName } from './enums';

export const fieldKinds = [
  'string', // short text
  'text', // long text (text area)
  'int',
  'decimal', // numeric with 4 decimals (percentages, rates)
  'money', // numeric(14,2), JSON number with at most 2 decimals
  'date', // YYYY-MM-DD
  'datetime', // ISO 8601 timestamp
  'boolean',
  'enum', // one value of an enumeration
  'enumlist', // several values of an enumeration
  'ref', // id of another entity
  'reflist', // ids of other entities
  'list', // list of strings
  'url',
  'file', // id of a stored file
  'filelist', // ids of stored files
  'json', // free key/value map (billing info)
] as const;
export type FieldKind = (typeof fieldKinds)[number];

/**
 * `eq` is both the plain `field=v,w` form (equals / is one of) and `field__eq`.
 */
export const filterOperators = ['eq', 'cnt', 'gt', 'gte', 'lt', 'lte', 'btw', 'in', 'nin', 'neq'] as const;
export type FilterOperator = (typeof filterOperators)[number];

const numberOps: FilterOperator[] = ['eq', 'gt', 'gte', 'lt', 'lte'];
const dateOps: FilterOperator[] = ['eq', 'btw', 'gt', 'gte', 'lt', 'lte'];
const choiceOps: FilterOperator[] = ['eq', 'in', 'nin', 'neq'];

export const operatorsByKind: Record<FieldKind, readonly FilterOperator[]> = {
  string: ['eq', 'cnt'],
  text: ['eq', 'cnt'],
  url: ['eq', 'cnt'],
  list: ['eq', 'cnt'],
  file: ['eq', 'cnt'],
  filelist: ['cnt'],
  int: numberOps,
  decimal: numberOps,
  money: numberOps,
  date: dateOps,
  datetime: dateOps,
  boolean: ['eq'],
  enum: choiceOps,
  // API.md: `__cnt` applies to lists too (an item's value or text, a referenced row's display text).
  enumlist: [...choiceOps, 'cnt'],
  ref: choiceOps,
  reflist: [...choiceOps, 'cnt'],
  json: [],
};

/** Named shared field rules of spec 1 §5; implemented in rules/field-rules.ts. */
export type FieldRule =
  | 'email'
  | 'url'
  | 'noLeadingPipe'
  | 'unsigned'
  | 'nonZero'
  | 'nonNegativeInteger'
  | 'fullName'
  | 'domainName'
  | 'nonEmptyList'
  | 'nonBlankItems';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface FieldDefBase {
  kind: FieldKind;
  /** i18n key of the label; default `fields.<fieldName>` */
  label?: string;
  /** Not null and not empty ("Required field"); strings must be non-blank. */
  required?: boolean;
  /** Set by the server only; ignored on write. */
  readOnly?: boolean;
  /** Writable on create, ignored (kept) on update. */
  createOnly?: boolean;
  /** Value of a new model; a function is called at the moment of creation. */
  default?: Json | (() => Json);
  /** Value of a new model that depends on who creates it (the responsible user is "me"). */
  initial?: (actor: Actor) => Json;
  /** Trim string input before validation and storage. */
  trim?: boolean;
  rules?: readonly FieldRule[];
  /** Shown as a table column; `false` hides it from the table but keeps it in the model. */
  column?: boolean | { width?: number; hidden?: boolean };
  /** Shown in the editor; default true for writable fields. */
  editor?: boolean;
  filterable?: boolean;
  sortable?: boolean;
  /** Footer total in `total` of list answers. */
  summary?: 'sum';
  /** Create a database index for this column (default filters and orderings). */
  index?: boolean;
  /** Unique in the table; the text is the message when violated. */
  unique?: string;
  /** Not stored in the entity's own table (computed or inverse). */
  virtual?: boolean;
  /** int, decimal and money: the least and the greatest value (API.md "Values"; validation/value-limits.ts has each kind's own). */
  min?: number;
  max?: number;
  /** string, text, url and list items: the most characters (2,000 for short text, 100,000 for long text unless declared). */
  maxLength?: number;
  /** int only: stored as a 64-bit integer (a month's impressions summed over many rows). */
  wide?: boolean;
  /** Show numbers short (K/M) in tables. */
  short?: boolean;
  /**
   * int, decimal and money only: the editor adds what is typed to the value and resets the input
   * to zero (an invoice's payment amount, spec 2 §8), beside the value itself.
   */
  additive?: boolean;
  /** A value the server works out (read-only to every client); see `Computed`. */
  computed?: Computed;
  /**
   * Machine state, not a person's data (a task's state, a check's result, a sent time): what
   * keeps it. The system's own writes that set only such fields (and rollups or derived values)
   * record no history; every other system write does, and a person's change always does.
   */
  systemKept?: string;
  /**
   * boolean only: the entity service stores false in the same write whenever one of these
   * fields changes (a contract's "actual in registry" flag goes off when its number changes).
   */
  clearedOnChange?: readonly string[];
}

/**
 * How the server works a computed field out:
 * - `rollup`: stored; an aggregate over the rows of entity `of` whose reference `via` points
 *   here (`sum`/`max`/`min` of their `field`, or their `count`). The entity service keeps it
 *   right in the same transaction as every write to those rows.
 * - `derived`: stored; the entity's `derive(model)` computes it at every write of the row and
 *   after its rollups change.
 * - `sql`: not stored; an SQL expression evaluated when read, filtered, ordered and totalled.
 *   `{field}` is a column of this row, `{ref.field}` a column of the row a reference points to.
 * - `hooks`: stored; the entity's area hooks set it.
 */
export type Computed =
  | { rollup: 'sum' | 'count' | 'max' | 'min'; of: string; via: string; field?: string }
  | { derived: true }
  | { sql: string }
  | { hooks: true };

export const onDeleteRules = ['refuse', 'cascade', 'clear'] as const;
export type OnDelete = (typeof onDeleteRules)[number];

/** The declared delete rule of a reference field (`refuse` unless it says otherwise). */
export function onDeleteOf(field: FieldDef): OnDelete {
  return (field.kind === 'ref' || field.kind === 'reflist' ? field.onDelete : undefined) ?? 'refuse';
}

export interface EnumFieldDef extends FieldDefBase {
  kind: 'enum' | 'enumlist';
  enum: EnumName;
  /** Values not offered (and refused) when the item is created, such as a creative's "Other" form. */
  notOnCreate?: readonly string[];
}
export interface RefFieldDef extends FieldDefBase {
  kind: 'ref' | 'reflist';
  /** Declared entity name, or a reference list served by the startup settings. */
  ref: string;
  /** reflist only: the list is the set of rows of `ref` whose field `inverse` points here. */
  inverse?: string;
  /** Allow creating a new item by Enter in the picker. */
  creatable?: boolean;
  /**
   * reflist only: `DELETE {entity}/{id}/?<unlinkParam>={refId}` takes refId out of this list
   * instead of deleting the item (a creative removed from one order keeps running in the others).
   */
  unlinkParam?: string;
  /**
   * What deleting the referenced row does to this one (default `refuse`): `refuse` answers 409
   * naming the rows that hold it, `cascade` deletes this row with it (an order's products),
   * `clear` empties the reference or takes the id out of the list. The database's foreign key
   * says the same (RESTRICT, CASCADE, SET NULL); lists are kept by the entity service.
   */
  onDelete?: OnDelete;
  /** ref only: 0 (the old API's "none") is taken as empty. */
  zeroIsNone?: boolean;
}
export interface FileFieldDef extends FieldDefBase {
  kind: 'file' | 'filelist';
  /**
   * Accepted extensions, such as '.zip' or ['.pdf', '.png'] ("File must be {extension}"). The
   * server checks an upload's name and leading bytes against them (files/accepted-files.ts).
   */
  accept?: string | readonly string[];
}
export interface TextFieldDef extends FieldDefBase {
  kind: 'text';
  rows?: number;
}
export interface JsonFieldDef extends FieldDefBase {
  kind: 'json';
}
export interface PlainFieldDef extends FieldDefBase {
  kind: Exclude<FieldKind, 'enum' | 'enumlist' | 'ref' | 'reflist' | 'file' | 'filelist' | 'text' | 'json'>;
}

export type FieldDef = EnumFieldDef | RefFieldDef | FileFieldDef | TextFieldDef | JsonFieldDef | PlainFieldDef;
export type Fields = Record<string, FieldDef>;

/** The JSON value type of one field. */
export type ValueOf<F extends FieldDef> = F['kind'] extends 'int' | 'decimal' | 'money'
  ? number | null
  : F['kind'] extends 'boolean'
    ? boolean
    : F['kind'] extends 'enumlist' | 'list'
      ? string[]
      : F['kind'] extends 'reflist' | 'filelist'
        ? Array<number | string>
        : F['kind'] extends 'ref'
          ? number | string | null
          : F['kind'] extends 'file'
            ? number | null
            : F['kind'] extends 'json'
              ? Record<string, Json>
              : string | null;

/** The field has a column in its entity's table. */
export function hasColumn(field: FieldDef): boolean {
  return !field.virtual && !(field.computed && 'sql' in field.computed);
}

/**
 * The table keeps the field NOT NULL: a required field with a default always has a value (a
 * function default, such as this month, is applied by the server on every create). Other
 * required fields are nullable columns: validation keeps NULLs out of the API.
 */
export function isNotNullColumn(field: FieldDef): boolean {
  if (['boolean', 'enumlist', 'list', 'reflist', 'filelist', 'json'].includes(field.kind)) return true;
  return !!field.required && field.default !== undefined;
}

/** Clients never write it: server-set and computed fields. */
export function isReadOnlyField(field: FieldDef): boolean {
  return !!field.readOnly || !!field.computed;
}

/** The SQL expression of a computed `sql` field, or null. */
export function expressionOf(field: FieldDef): string | null {
  return field.computed && 'sql' in field.computed ? field.computed.sql : null;
}

export function isNumericKind(kind: FieldKind): boolean {
  return kind === 'int' || kind === 'decimal' || kind === 'money';
}
export function isListKind(kind: FieldKind): boolean {
  return kind === 'enumlist' || kind === 'list' || kind === 'reflist' || kind === 'filelist';
}

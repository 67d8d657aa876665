/**
 * The entity declaration: one object per entity drives the database table, the generic API,
 * validation (server and browser), the table columns and the editor (DESIGN.md "The one idea").
 */
import type { FieldDef, Fields, ValueOf } from './fields';

export const roles = ['ADMIN', 'MANAGER', 'USER'] as const;
export type Role = (typeof roles)[number];

/** Who may perform an action. */
export type Access = 'all' | 'adminOrManager' | 'admin' | 'superAdmin' | 'none';

export interface Actor {
  id: number;
  role: Role;
  isSuperAdmin: boolean;
  department: number | null;
}

export type FieldErrors = Record<string, string[]>;

/** Context for defaults and default filters that depend on who is looking. */
export interface ViewerContext {
  userId: number;
  department: number | null;
  /** Today as YYYY-MM-DD in the viewer's time zone. */
  today: string;
}

export interface EntityDef<F extends Fields = Fields> {
  /** Key of the entity (camelCase singular): i18n `entities.<name>`, route keys. */
  name: string;
  /** Path under /api/, ending with a slash (API.md "Entity paths"). */
  path: string;
  /** Database table name (snake_case plural). */
  table: string;
  /** 'serial' (default) or 'text' ids set by the client at creation (SSP, Panel, NonMedia, DSP). */
  idKind?: 'serial' | 'text';
  fields: F;
  /** Field used as the display text `t` of short lists. */
  display: (keyof F & string) | 'id';
  /** Fields matched by `search=` of short lists (default: the display field). */
  searchFields?: ReadonlyArray<keyof F & string>;
  /** Default ordering of lists and tables, API ordering syntax. */
  defaultOrdering?: readonly string[];
  /** Default table filters in API query syntax (spec 1 §9 "Default table filters"). */
  defaultFilters?: (ctx: ViewerContext) => Record<string, string>;
  /** Extra composite indexes; single-field ones come from `index: true`. */
  indexes?: ReadonlyArray<ReadonlyArray<keyof F & string>>;
  permissions?: { create?: Access; update?: Access; delete?: Access; read?: Access };
  /** Cross-field rules; run after the field rules, on server and browser alike. */
  validate?(model: ModelOf<F>): FieldErrors;
  /** Editor presentation (spec 1 §9 dialog widths). */
  editor?: { mode?: 'dialog' | 'page'; width?: number; noDelete?: boolean };
  /** Table presentation. */
  listView?: { noCreate?: boolean; noMenu?: boolean; noDelete?: boolean };
}

export interface AuditFields {
  createdBy: number | null;
  createdAt: string;
  updatedBy: number | null;
  updatedAt: string;
}

export type ModelOf<F extends Fields> = { id: number | string } & { [K in keyof F]: ValueOf<F[K]> } & Partial<AuditFields>;

/** An entity of any field set; `any` because `validate` makes EntityDef invariant in its fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = EntityDef<any>;

/** Declare an entity; keeps the literal field types so models are typed from the declaration. */
export function defineEntity<const F extends Fields>(def: EntityDef<F>): EntityDef<F> {
  return def;
}

export function fieldLabel(entity: AnyEntity, fieldName: string): string {
  const field = (entity.fields as Fields)[fieldName] as FieldDef | undefined;
  return field?.label ?? `fields.${fieldName}`;
}

export function hasAccess(access: Access | undefined, actor: Actor | null): boolean {
  if (!actor) return false;
  switch (access ?? 'all') {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'superAdmin':
      return actor.isSuperAdmin;
    case 'admin':
      return actor.role === 'ADMIN' || actor.isSuperAdmin;
    case 'adminOrManager':
      return actor.role === 'ADMIN' || actor.role === 'MANAGER' || actor.isSuperAdmin;
  }
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
export function entityFields(entity: AnyEntity): Array<[string, FieldDef]> {
  return Object.entries(entity.fields as Fields);
}

export function blankModel(entity: AnyEntity): Record<string, unknown> {
  const model: Record<string, unknown> = {};
  for (const [name, field] of entityFields(entity)) {
    if (!field.readOnly) model[name] = defaultValue(field);
  }
  return model;
}

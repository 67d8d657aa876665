/**
 * The breadcrumbs of an editor page (issue 24): the entity's area, its list screen and the
 * record's title (an order: "Sales / Orders / 2026-00012"), read from the declarations and the
 * route table. The record's title is shown as its field shows it (an enum's text, a reference's
 * name, `#id` for an entity titled by its id), and a list named as its area is one crumb, not two.
 */
import { titleFieldOf, type AnyEntity } from '../../../domain/core/entity';
import type { FieldDef } from '../../../domain/core/fields';
import type { AppRoute } from '../../app/routes';

export interface BreadcrumbTrail {
  /** i18n key of the area. */
  area: string;
  /** The list screen (title key and address), when the entity has one. */
  list: { title: string; path: string } | null;
  /** The record's title, or null for a new record. */
  title: string | null;
}

type EnumLabel = (enumName: string, value: string) => string;

/** The record's title as its field shows it; `#id` while it loads or when it has none. */
function recordTitle(entity: AnyEntity, id: number | string, model: Record<string, unknown> | null, enumLabel: EnumLabel): string {
  const name = titleFieldOf(entity);
  const field = (entity.fields as Record<string, FieldDef>)[name];
  const value = field?.kind === 'ref' ? model?.[`${name}Name`] : model?.[name];
  if (name === 'id' || value === null || value === undefined || value === '') return `#${id}`;
  if (field?.kind === 'enum') return enumLabel(field.enum, String(value));
  return String(value);
}

export function breadcrumbTrail(entity: AnyEntity, routes: readonly AppRoute[], id: number | string, model: Record<string, unknown> | null, enumLabel: EnumLabel = (_, value) => value): BreadcrumbTrail {
  const list = routes.find((r) => r.entity === entity.name && !r.path.includes(':'));
  const title = id === 'create' ? null : recordTitle(entity, id, model, enumLabel);
  return { area: `areas.${entity.area}`, list: list ? { title: list.title, path: list.path } : null, title };
}

/** The crumbs as shown: the area, the list (a link) unless it is named as the area, the record. */
export function crumbs(trail: BreadcrumbTrail, t: (key: string) => string, newRecord: string): Array<{ text: string; path?: string }> {
  const area = t(trail.area);
  const list = trail.list && t(trail.list.title);
  return [
    ...(list && list.toLowerCase() === area.toLowerCase() ? [] : [{ text: area }]),
    ...(trail.list && list ? [{ text: list, path: trail.list.path }] : []),
    { text: trail.title ?? newRecord },
  ];
}

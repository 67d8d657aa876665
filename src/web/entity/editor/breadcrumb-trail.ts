/**
 * The breadcrumbs of an editor page (issue 24): the entity's area, its list screen and the
 * record's title (an order: "Sales / Orders / 2026-00012"), read from the declarations and the
 * route table.
 */
import { titleFieldOf, type AnyEntity } from '../../../domain/core/entity';
import type { AppRoute } from '../../app/routes';

export interface BreadcrumbTrail {
  /** i18n key of the area. */
  area: string;
  /** The list screen (title key and address), when the entity has one. */
  list: { title: string; path: string } | null;
  /** The record's title, or null for a new record. */
  title: string | null;
}

export function breadcrumbTrail(entity: AnyEntity, routes: readonly AppRoute[], id: number | string, model: Record<string, unknown> | null): BreadcrumbTrail {
  const list = routes.find((r) => r.entity === entity.name && !r.path.includes(':'));
  let title: string | null = null;
  if (id !== 'create') {
    const value = model?.[titleFieldOf(entity)];
    title = value === null || value === undefined || value === '' ? `#${id}` : String(value);
  }
  return { area: `areas.${entity.area}`, list: list ? { title: list.title, path: list.path } : null, title };
}

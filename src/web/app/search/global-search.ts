/**
 * The shell's global search (issue 24): the entities declared `globalSearch`, each asked for a
 * few rows matching the word (search-rows.ts: the short list's `search=`, API.md "Generic entity
 * calls"), shown in groups in the declared order and opened in the entity's editor page.
 */
import { titleFieldOf, type AnyEntity } from '../../../domain/core/entity';
import type { AppRoute } from '../routes';

/** Shorter words match too much to be useful and no trigram index serves them. */
export const searchMinLength = 3;

export interface SearchSource {
  entity: AnyEntity;
  /** The list screen's title (the group's heading). */
  title: string;
  /** The editor page of one row. */
  editorPath(id: number | string): string;
}

/** The entities declared `globalSearch`, in their declared order. */
export function searchedEntities(entities: readonly AnyEntity[]): AnyEntity[] {
  return entities.filter((entity) => entity.globalSearch !== undefined).sort((a, b) => (a.globalSearch ?? 0) - (b.globalSearch ?? 0));
}

/** An entity's editor page: `/<name>/:id`, or the page declared for it elsewhere (`/publishers/:id`). */
function editorRoute(entity: AnyEntity, routes: readonly AppRoute[]): AppRoute | undefined {
  return routes.find((r) => r.path === `/${entity.name}/:id`) ?? routes.find((r) => r.entity === entity.name && r.path.endsWith('/:id'));
}

/** The searched entities that have an editor page, in their declared order. */
export function searchSources(entities: readonly AnyEntity[], routes: readonly AppRoute[]): SearchSource[] {
  return searchedEntities(entities).flatMap((entity) => {
    const editor = editorRoute(entity, routes);
    if (!editor) return [];
    const title = routes.find((r) => r.entity === entity.name && !r.path.includes(':'))?.title ?? `entities.${entity.name}`;
    return [{ entity, title, editorPath: (id: number | string) => editor.path.replace(':id', String(id)) }];
  });
}

export interface SearchHit {
  source: SearchSource;
  id: number | string;
  /** The record's title (an order's number). */
  title: string;
  /** Its display text when that is another field (an order's name). */
  detail: string;
}

export function searchHit(source: SearchSource, row: Record<string, unknown>): SearchHit {
  const titleField = titleFieldOf(source.entity);
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    source,
    id: row.id as number | string,
    title: text(row[titleField]) || `#${text(row.id)}`,
    detail: source.entity.display !== titleField ? text(row[source.entity.display]) : '',
  };
}

/** Ctrl+K (⌘K) anywhere, or "/" outside a text field, focuses the search. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  return !target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]');
}

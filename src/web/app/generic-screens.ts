/**
 * Loaders of the generic screens for route entries: an entity table, or a full-page editor
 * reading `:id`. `() => tableScreen('holding')` is a whole screen.
 */
import { createElement, type ComponentType } from 'react';
import type { EntityTableOptions } from '../entity/table/table-options';

type Module = { default: ComponentType };

export function tableScreen(entityName: string, options: EntityTableOptions = {}): () => Promise<Module> {
  return () =>
    import('../entity/EntityTableScreen').then((m) => ({
      default: () => createElement(m.EntityTableScreen, { entityName, options }),
    }));
}

export function editorPage(entityName: string): () => Promise<Module> {
  return () =>
    import('../entity/EntityEditorScreen').then((m) => ({
      default: () => createElement(m.EntityEditorScreen, { entityName }),
    }));
}

/**
 * Loaders of the generic screens for route entries: an entity table, or a full-page editor
 * reading `:id`. `() => tableScreen('holding')` is a whole screen.
 */
import { createElement, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ViewerContext } from '../../domain/core/entity';
import type { EntityEditorOptions } from '../entity/editor/editor-options';
import type { EntityTableOptions } from '../entity/table/table-options';
import type { ScreenLoader } from './routes';

type Module = { default: ComponentType };

export function tableScreen(entityName: string, options: EntityTableOptions = {}): ScreenLoader {
  const load = () => import('../entity/EntityTableScreen');
  return Object.assign(
    () => load().then((m) => ({ default: () => createElement(m.EntityTableScreen, { entityName, options }) })),
    {
      entity: entityName,
      tableOptions: options,
      prefetch: (client: QueryClient, ctx: ViewerContext) => void load().then((m) => m.prefetchTableList(entityName, options, client, ctx)),
    },
  );
}

export function editorPage(entityName: string, options?: EntityEditorOptions): ScreenLoader {
  const load = (): Promise<Module> =>
    import('../entity/EntityEditorScreen').then((m) => ({
      default: () => createElement(m.EntityEditorScreen, { entityName, options }),
    }));
  return Object.assign(load, { entity: entityName });
}

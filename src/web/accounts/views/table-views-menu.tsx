/** The accounts area's saved views as a table's views (entity/table/table-views.ts): its menu with the views' controller. */
import type { ReactNode } from 'react';
import type { AnyEntity } from '../../../domain/core/entity';
import type { TableSide } from '../../entity/table/table-views';
import { useSavedViews } from './use-saved-views';
import { ViewsMenu } from './ViewsMenu';

export function useSavedViewsMenu(entity: AnyEntity, side: TableSide): ReactNode {
  const views = useSavedViews(entity, side);
  return <ViewsMenu views={views} />;
}

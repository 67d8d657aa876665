/** Reloads an entity's table lists after an action changed its rows. */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listKey } from '../entity/table/use-list-query';

export function useReloadList(entityName: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: listKey(entityName) }), [queryClient, entityName]);
}

/** The model of an editor: GET {path}{id}/, or a blank model for 'create'. */
import { useQuery } from '@tanstack/react-query';
import { blankModel, type AnyEntity } from '../../../domain/core/entity';
import type { Model } from './editor-options';
import { dataProvider } from '../../data/data-provider';

export function modelKey(entityName: string, id: number | string) {
  return ['model', entityName, String(id)] as const;
}

export function useEntityModel(entity: AnyEntity, id: number | string, initialValues?: Record<string, unknown>) {
  const create = id === 'create';
  const query = useQuery({
    queryKey: modelKey(entity.name, id),
    queryFn: () => dataProvider.one<Model>(entity, id),
    enabled: !create,
    staleTime: 0,
    gcTime: 0,
  });
  if (create) return { model: { ...blankModel(entity), ...initialValues } as Model, loading: false, error: null, refetch: async () => undefined };
  return { model: query.data ?? null, loading: query.isPending, error: query.error, refetch: async () => void (await query.refetch()) };
}

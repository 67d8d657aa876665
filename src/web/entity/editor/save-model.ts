/** Create (POST) or update (PUT the whole model with the loaded `updatedAt`) an entity. */
import type { AnyEntity } from '../../../domain/entity';
import { api } from '../../app/api';
import type { Model } from './editor-options';

export async function saveModel(entity: AnyEntity, loaded: Model, values: Record<string, unknown>, create: boolean): Promise<Model> {
  if (create) return api.post<Model>(entity.path, values);
  if (loaded.id === undefined || loaded.id === null || loaded.id === '') throw new Error('wrong id');
  const body: Model = { ...loaded, ...values, id: loaded.id };
  if (loaded.updatedAt) body.updatedAt = loaded.updatedAt;
  return api.put<Model>(`${entity.path}${loaded.id}/`, body);
}

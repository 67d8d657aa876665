/** Create (POST) or update (PUT the whole model with the loaded `updatedAt`) an entity. */
import type { AnyEntity } from '../../../domain/core/entity';
import type { Model } from './editor-options';
import { dataProvider } from '../../data/data-provider';

export async function saveModel(entity: AnyEntity, loaded: Model, values: Record<string, unknown>, create: boolean): Promise<Model> {
  if (create) return dataProvider.create<Model>(entity, values);
  if (loaded.id === undefined || loaded.id === null || loaded.id === '') throw new Error('wrong id');
  const body: Model = { ...loaded, ...values, id: loaded.id };
  if (loaded.updatedAt) body.updatedAt = loaded.updatedAt;
  return dataProvider.update<Model>(entity, loaded.id as number | string, body);
}

/**
 * One field of each shape among the declarations: the kind, plus what takes another path
 * through validation or SQL (virtual or inverse, computed, rules, unique, required, a
 * reference to text ids). Sweeps over these stay the same size as entities are added.
 */
import type { AnyEntity } from '../../src/domain/core/entity';
import { entitiesByName } from '../../src/domain/core/entities';
import type { FieldDef } from '../../src/domain/core/fields';

export interface FieldSample {
  entity: AnyEntity;
  name: string;
  field: FieldDef;
}

export function fieldShape(field: FieldDef): string {
  const parts: string[] = [field.kind];
  if (field.virtual) parts.push('virtual');
  if ('inverse' in field && field.inverse) parts.push('inverse');
  if ('ref' in field && entitiesByName[field.ref]?.idKind === 'text') parts.push('text-id');
  if (field.computed) parts.push(`computed:${Object.keys(field.computed)[0]}`);
  if (field.rules?.length) parts.push(`rules:${[...field.rules].sort().join('+')}`);
  if (field.unique) parts.push('unique');
  if (field.required) parts.push('required');
  return parts.join(' ');
}

/**
 * The first field of each shape, looking first through the entities `preferred` picks (for
 * instance those with a row to update).
 */
export function samplesByShape(
  entities: readonly AnyEntity[],
  fieldsOf: (entity: AnyEntity) => Iterable<[string, FieldDef]>,
  preferred: (entity: AnyEntity) => boolean = () => true,
): FieldSample[] {
  const samples = new Map<string, FieldSample>();
  const ordered = [...entities.filter(preferred), ...entities.filter((entity) => !preferred(entity))];
  for (const entity of ordered) {
    for (const [name, field] of fieldsOf(entity)) {
      const shape = fieldShape(field);
      if (!samples.has(shape)) samples.set(shape, { entity, name, field });
    }
  }
  return [...samples.values()];
}

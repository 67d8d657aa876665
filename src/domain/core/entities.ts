/**
 * Every declared entity, read from the area manifests (src/domain/areas.ts), in dependency
 * order: an entity comes after the entities its references point to (tables are created and
 * demo rows written in this order).
 */
import { areas } from '../areas';
import type { AnyEntity } from './entity';
import type { FieldDef } from './fields';

function referencedNames(entity: AnyEntity): string[] {
  return Object.values(entity.fields as Record<string, FieldDef>).flatMap((field) => (field.kind === 'ref' || (field.kind === 'reflist' && !field.inverse) ? [field.ref] : []));
}

function inDependencyOrder(declared: readonly AnyEntity[]): AnyEntity[] {
  const byName = new Map(declared.map((entity) => [entity.name, entity]));
  const ordered: AnyEntity[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (entity: AnyEntity) => {
    if (placed.has(entity.name) || visiting.has(entity.name)) return;
    visiting.add(entity.name);
    for (const name of referencedNames(entity)) {
      const target = byName.get(name);
      if (target && target !== entity) place(target);
    }
    visiting.delete(entity.name);
    placed.add(entity.name);
    ordered.push(entity);
  };
  declared.forEach(place);
  return ordered;
}

export const entities: AnyEntity[] = inDependencyOrder(areas.flatMap((area) => area.entities));

export const entitiesByName: Record<string, AnyEntity> = Object.fromEntries(entities.map((e) => [e.name, e]));

export function entityByName(name: string): AnyEntity {
  const entity = entitiesByName[name];
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}

/** The entity of the people who sign in: sessions, history and the audit fields (`createdBy`, `updatedBy`) point to it. */
export function userEntity(): AnyEntity {
  return entityByName('user');
}

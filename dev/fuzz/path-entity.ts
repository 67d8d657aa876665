/** The entity behind an API path: the one with the longest path the path starts with. */
import type { AnyEntity } from '../../src/domain/core/entity';
import { entities } from '../../src/domain/core/entities';

export function entityOfPath(path: string): AnyEntity | undefined {
  return entities.filter((entity) => path.startsWith(`/api/${entity.path}`)).sort((a, b) => b.path.length - a.path.length)[0];
}

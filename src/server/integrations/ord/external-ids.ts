/**
 * Our external ids at the operators: every object is keyed by them (VK in the path, Ozon in
 * the body), `<prefix>-<id>` with the prefix its kind declares, so one kind's ids never collide
 * with another's in the same operator account.
 */
import { ordObjectKinds, registryKinds, type OrdObjectKind } from '../../../domain/registry-kinds';

export { ordObjectKinds };
export type { OrdActKind, OrdContractKind, OrdObjectKind, OrdStatusKind } from '../../../domain/registry-kinds';

export function ordExternalId(kind: OrdObjectKind, id: number | string): string {
  return `${(registryKinds[kind] as { prefix: string }).prefix}-${id}`;
}

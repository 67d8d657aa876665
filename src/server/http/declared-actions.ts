/** Every declared action, read from the area manifests (src/domain/areas.ts). */
import type { ActionDef } from '../../domain/core/actions/action';
import { areas } from '../../domain/areas';

export const declaredActions: readonly ActionDef[] = areas.flatMap((area) => area.actions);

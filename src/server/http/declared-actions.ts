/** Every declared action, read from the area manifests (src/domain/areas.ts). */
import type { ActionDef } from '../../domain/core/actions/action';
import { areas } from '../../domain/areas';

export const declaredActions: readonly ActionDef[] = areas.flatMap((area) => area.actions);

/** The declared action that is the POST on an entity's collection (the generation of publisher and DSP acts), if any: that entity has no create call. */
export const collectionPostAction = (entity: { path: string }): ActionDef | undefined => declaredActions.find((action) => action.method === 'POST' && action.path === entity.path);

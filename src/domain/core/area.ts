/**
 * An area's manifest on the domain floor (DESIGN.md "Layout"): the one place that names what a
 * business area brings — its entities, its declared actions, its message and refusal
 * catalogues — and on which other floors it has a part. `src/domain/areas.ts` lists the
 * manifests; the entity list, the declared actions, the server's modules and the web app's
 * screens are all read from that list, and the start-up checks (docs/declaration-checks.md,
 * codes A…) fail when a floor disagrees with it.
 */
import type { ActionDef } from './actions/action';
import type { AnyEntity } from './entity';
import type { HolderNames } from './i18n/counted-holders';
import type { Catalogue } from './i18n/messages';
import type { RegistryKindDef } from './registry-kind';

export interface AreaManifest {
  /** The folder name on every floor, and the `area` its entities declare. */
  name: string;
  entities: readonly AnyEntity[];
  actions: readonly ActionDef[];
  /** The area's refusal codes with their English entries (read by core/refusals/refusal-codes.ts). */
  refusals?: Readonly<Record<string, string>>;
  /** Russian entries of its codes whose English entry is not a translated key (`<area>-refusals-ru.ts`). */
  refusalsRu?: Readonly<Record<string, string>>;
  /** The area's own interface texts (read by core/i18n/en.ts and ru.ts). */
  messages?: { en: Catalogue; ru: Catalogue };
  /** How a refused delete counts its entities' rows that hold a row (read by core/i18n/holders-en.ts and holders-ru.ts). */
  holders?: HolderNames;
  /**
   * The task centre's key of each of its queues (`tasks.names.<key>` is the label): the stable
   * name of the action that starts the task. A queue not named here is its own key.
   */
  tasks?: Readonly<Record<string, string>>;
  /** The registry record kinds it sends (read by src/domain/registry-kinds.ts: the registry keeps none by hand). */
  registry?: Readonly<Record<string, RegistryKindDef>>;
  /**
   * Whether the area has a server part (`src/server/<name>/<name>-area.ts`) and screens
   * (`src/web/<name>/<name>-screens.ts`). A part that exists but is not declared, or is declared
   * but missing, is a start-up problem.
   */
  floors: { server: boolean; web: boolean };
}

/** The manifest, its literal types kept: the refusal-code type is read from the list. */
export function defineArea<M extends AreaManifest>(manifest: M): M {
  return manifest;
}

function isAction(value: unknown): value is ActionDef {
  return !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value && 'answer' in value;
}

/** The declared actions a declaration module exports (`import * as salesActions`). */
export function actionsOf(module: Record<string, unknown>): ActionDef[] {
  return Object.values(module).filter(isAction);
}

/**
 * Every route of the app: the screens of each area of src/domain/areas.ts, read from
 * `src/web/<area>/<area>-screens.ts` (Vite finds the files; the list of areas decides which are
 * used and in which order). `screenProblems` names a screen file of no listed area, a listed
 * area whose declared screens are missing, and a screen naming an unknown entity; the tests and
 * the app's start (development) fail on any.
 */
import { areas } from '../../domain/areas';
import type { AreaManifest } from '../../domain/core/area';
import { entitiesByName } from '../../domain/core/entities';
import type { AppRoute } from './routes';

type ScreensModule = { screens: AppRoute[] };

// The app's own folder (its generic-screens.ts) is not an area.
const screenFiles = import.meta.glob<ScreensModule>(['../*/*-screens.ts', '!./*'], { eager: true });

/** The area a screens file belongs to, when its name follows `<area>/<area>-screens.ts`. */
function areaOfFile(file: string): string | null {
  const match = /^\.\.\/([a-z-]+)\/([a-z-]+)-screens\.ts$/.exec(file);
  return match && match[1] === match[2] ? match[1] : null;
}

export function screenProblems(listed: readonly AreaManifest[], files: Readonly<Record<string, ScreensModule>>, known: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const byArea = new Map<string, ScreensModule>();
  for (const [file, module] of Object.entries(files)) {
    const area = areaOfFile(file);
    if (!area) problems.push(`A005 ${file} is not named <area>/<area>-screens.ts`);
    else byArea.set(area, module);
  }
  const names = new Set(listed.map((area) => area.name));
  for (const area of listed) {
    if (area.floors.web && !byArea.has(area.name)) problems.push(`A005 Area ${area.name} declares screens, but src/web/${area.name}/${area.name}-screens.ts is missing`);
    if (!area.floors.web && byArea.has(area.name)) problems.push(`A005 Area ${area.name} declares no screens, but src/web/${area.name}/${area.name}-screens.ts exists`);
  }
  for (const [area, module] of byArea) {
    if (!names.has(area)) problems.push(`A005 src/web/${area}/${area}-screens.ts belongs to no area of src/domain/areas.ts`);
    for (const route of module.screens) {
      if (route.entity && !(route.entity in known)) problems.push(`A004 Screen ${route.path} of area ${area} names unknown entity ${route.entity}`);
    }
  }
  return problems;
}

export const routeProblems = screenProblems(areas, screenFiles, entitiesByName);

export const appRoutes: AppRoute[] = areas.flatMap((area) => (area.floors.web ? (screenFiles[`../${area.name}/${area.name}-screens.ts`]?.screens ?? []) : []));

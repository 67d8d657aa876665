/**
 * The screens files against the list of areas (A004, A005): a file of no listed area, a listed
 * area whose declared screens are missing, a screen naming an unknown entity. Apart from
 * route-table.ts, which finds the files through Vite, so that a script under node can check an
 * area's screens too (dev/new-area/probe-area.ts).
 */
import type { AreaManifest } from '../../domain/core/area';
import type { TableViewsHook } from '../entity/table/table-views';
import type { AppRoute } from './routes';
import type { SettingsSource } from './settings-source';

/** An area's screens file: its screens, and what else it brings to the generic screens (the tables' saved views, the startup settings). */
export type ScreensModule = { screens: AppRoute[]; tableViews?: TableViewsHook; settings?: SettingsSource };

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

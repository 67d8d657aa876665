/**
 * Every route of the app: the screens of each area of src/domain/areas.ts, read from
 * `src/web/<area>/<area>-screens.ts` (Vite finds the files; the list of areas decides which are
 * used and in which order). `screenProblems` names a screen file of no listed area, a listed
 * area whose declared screens are missing, and a screen naming an unknown entity; the tests and
 * the app's start (development) fail on any.
 */
import { areas } from '../../domain/areas';
import { entitiesByName } from '../../domain/core/entities';
import type { AppRoute } from './routes';
import { screenProblems, type ScreensModule } from './screen-problems';

export { screenProblems };

// The app's own folder (its generic-screens.ts) is not an area.
const screenFiles = import.meta.glob<ScreensModule>(['../*/*-screens.ts', '!./*'], { eager: true });

export const routeProblems = screenProblems(areas, screenFiles, entitiesByName);

const screensOf = (area: (typeof areas)[number]) => (area.floors.web ? screenFiles[`../${area.name}/${area.name}-screens.ts`] : undefined);

export const appRoutes: AppRoute[] = areas.flatMap((area) => screensOf(area)?.screens ?? []);

/** What the areas bring to the generic screens besides screens: from the first area that brings each. */
export const areaTableViews = areas.map((area) => screensOf(area)?.tableViews).find((hook) => hook !== undefined);
export const areaSettings = areas.map((area) => screensOf(area)?.settings).find((source) => source !== undefined);

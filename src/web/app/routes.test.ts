import { describe, expect, it } from 'vitest';
import { defineArea } from '../../domain/core/area';
import { appRoutes, routeProblems, screenProblems } from './route-table';
import { screen } from './routes';
import { groupRoutes, navRoutes } from './routes';

describe('screens of the areas', () => {
  it('finds every listed area with screens, and every screen naming a declared entity', () => {
    expect(routeProblems).toEqual([]);
  });
  it('names a missing screens file, one of no area, a badly named one and an unknown entity (A004, A005)', () => {
    const load = () => Promise.resolve({ default: () => null });
    const listed = [
      defineArea({ name: 'shown', entities: [], actions: [], floors: { server: false, web: true } }),
      defineArea({ name: 'quiet', entities: [], actions: [], floors: { server: false, web: false } }),
      defineArea({ name: 'absent', entities: [], actions: [], floors: { server: false, web: true } }),
    ];
    const files = {
      '../shown/shown-screens.ts': { screens: [screen('/shown', 'Shown', load, { entity: 'order' }), screen('/ghost', 'Ghost', load, { entity: 'ghost' })] },
      '../quiet/quiet-screens.ts': { screens: [] },
      '../stray/stray-screens.ts': { screens: [] },
      '../shown/other-screens.ts': { screens: [] },
    };
    expect(screenProblems(listed, files, { order: {} })).toEqual([
      'A005 ../shown/other-screens.ts is not named <area>/<area>-screens.ts',
      'A005 Area quiet declares no screens, but src/web/quiet/quiet-screens.ts exists',
      'A005 Area absent declares screens, but src/web/absent/absent-screens.ts is missing',
      'A004 Screen /ghost of area shown names unknown entity ghost',
      'A005 src/web/stray/stray-screens.ts belongs to no area of src/domain/areas.ts',
    ]);
  });
});

describe('route metadata', () => {
  it('lists drawer sections by navigation order (Month close for everyone), ERIR and profiler only for a super admin', () => {
    const actor = (isSuperAdmin: boolean) => ({ id: 1, role: 'ADMIN' as const, isSuperAdmin, department: null });
    // The specified sections come first, in this order; an area added later (npm run new:area) follows them.
    const firstPaths = (superAdmin: boolean, specified: string[]) => navRoutes(appRoutes, actor(superAdmin)).map((r) => r.path).slice(0, specified.length);
    const superAdmins = ['/', '/orders', '/creatives', '/contracts', '/payments', '/publishers', '/panelPublishers', '/dmpAudiences', '/dsp', '/legalEntities', '/domainswl', '/monthClose', '/erirActs', '/estats', '/users', '/productFormats', '/silk'];
    const admins = ['/', '/orders', '/creatives', '/contracts', '/payments', '/publishers', '/panelPublishers', '/dmpAudiences', '/dsp', '/legalEntities', '/domainswl', '/monthClose', '/users', '/productFormats'];
    expect(firstPaths(true, superAdmins)).toEqual(superAdmins);
    expect(firstPaths(false, admins)).toEqual(admins);
    expect(appRoutes.filter((r) => r.path === '/erirActs' || r.path.startsWith('/estats')).every((r) => r.access === 'superAdmin')).toBe(true);
  });
  it('keeps the Legal tab group in the navigation order of spec 2 §2.1', () => {
    expect(groupRoutes(appRoutes, 'legal').map((r) => r.path)).toEqual(['/legalEntities', '/clients', '/brands', '/vertical', '/holdings']);
  });
  it('keeps the Contracts and Finance tab groups of spec 1 §2 (with the publisher contracts of spec 2 §2.1)', () => {
    expect(groupRoutes(appRoutes, 'contracts').map((r) => r.path)).toEqual(['/contracts', '/originalContracts', '/publisherContract', '/dspContracts']);
    expect(groupRoutes(appRoutes, 'finance').map((r) => r.path)).toEqual(['/payments', '/accountsReceivable']);
  });
  it('keeps the Platforms tab group of spec 2 §2.1: platforms, domains, the inventory (the drawer\'s default), prompts, then the domains\' lists', () => {
    expect(groupRoutes(appRoutes, 'platforms').map((r) => r.path)).toEqual(['/platforms', '/domains', '/domainswl', '/prompts', '/domainThemes', '/domainContents', '/domainTags']);
  });
  it('keeps the publisher sources tab group of spec 2 §2.1: panels, SSPs, non-media', () => {
    expect(groupRoutes(appRoutes, 'publisherSources').map((r) => r.path)).toEqual(['/panelPublishers', '/sspPublishers', '/externalPublishers']);
  });
  it('keeps the DMP tab group of spec 2 §2.1: audiences, exports, then the DMPs', () => {
    expect(groupRoutes(appRoutes, 'dmps').map((r) => r.path)).toEqual(['/dmpAudiences', '/dmpExports', '/dmps']);
  });
  it('registers the detail editors', () => {
    for (const path of ['/legalEntity/:id', '/client/:id', '/vertical/:id', '/user/:id', '/estats/bturls', '/order/:id', '/contract/:id', '/originalContract/:id', '/platforms/:id', '/domains/:id', '/domainswl/:id', '/prompts/:id', '/publishers/:id', '/publisherContract/:id']) {
      expect(appRoutes.some((r) => r.path === path)).toBe(true);
    }
  });
});

describe('chunk load timeout (spec 1 §9)', () => {
  it('rejects a screen load that takes longer than the limit', async () => {
    const { withChunkTimeout, chunkLoadTimeoutMs } = await import('./routes');
    expect(chunkLoadTimeoutMs).toBe(120_000);
    await expect(withChunkTimeout(new Promise(() => undefined), 20)).rejects.toThrow('Loading the screen timed out');
    await expect(withChunkTimeout(Promise.resolve('ok'), 20)).resolves.toBe('ok');
  });
});

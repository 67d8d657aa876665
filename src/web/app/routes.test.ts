import { describe, expect, it } from 'vitest';
import { appRoutes } from './route-table';
import { groupRoutes, navRoutes } from './routes';

describe('route metadata', () => {
  it('lists drawer sections by navigation order, ERIR and profiler only for a super admin', () => {
    const actor = (isSuperAdmin: boolean) => ({ id: 1, role: 'ADMIN' as const, isSuperAdmin, department: null });
    const paths = (superAdmin: boolean) => navRoutes(appRoutes, actor(superAdmin)).map((r) => r.path);
    expect(paths(true)).toEqual(['/', '/orders', '/creatives', '/contracts', '/payments', '/publishers', '/panelPublishers', '/legalEntities', '/platforms', '/erirActs', '/estats', '/users', '/productFormats', '/silk']);
    expect(paths(false)).toEqual(['/', '/orders', '/creatives', '/contracts', '/payments', '/publishers', '/panelPublishers', '/legalEntities', '/platforms', '/users', '/productFormats']);
    expect(appRoutes.filter((r) => r.path === '/erirActs' || r.path.startsWith('/estats')).every((r) => r.access === 'superAdmin')).toBe(true);
  });
  it('keeps the Legal tab group in the navigation order of spec 2 §2.1', () => {
    expect(groupRoutes(appRoutes, 'legal').map((r) => r.path)).toEqual(['/legalEntities', '/clients', '/brands', '/vertical', '/holdings']);
  });
  it('keeps the Contracts and Finance tab groups of spec 1 §2 (with the publisher contracts of spec 2 §2.1)', () => {
    expect(groupRoutes(appRoutes, 'contracts').map((r) => r.path)).toEqual(['/contracts', '/originalContracts', '/publisherContract']);
    expect(groupRoutes(appRoutes, 'finance').map((r) => r.path)).toEqual(['/payments', '/accountsReceivable']);
  });
  it('keeps the publisher sources tab group of spec 2 §2.1: panels, SSPs, non-media', () => {
    expect(groupRoutes(appRoutes, 'publisherSources').map((r) => r.path)).toEqual(['/panelPublishers', '/sspPublishers', '/externalPublishers']);
  });
  it('puts the platforms in the Platforms tab group of spec 1 §2 (its other tabs come with the domain inventory)', () => {
    expect(groupRoutes(appRoutes, 'platforms').map((r) => r.path)).toEqual(['/platforms']);
  });
  it('registers the detail editors', () => {
    for (const path of ['/legalEntity/:id', '/client/:id', '/vertical/:id', '/user/:id', '/estats/bturls', '/order/:id', '/contract/:id', '/platforms/:id', '/publishers/:id', '/publisherContract/:id']) {
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

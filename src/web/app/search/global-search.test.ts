import { describe, expect, it } from 'vitest';
import { entities } from '../../../domain/core/entities';
import { en, ru } from '../../../domain/core/i18n';
import { appRoutes } from '../route-table';
import { isSearchShortcut, searchHit, searchSources } from './global-search';

describe('global search sources', () => {
  it('are the declared entities with an editor page, in the declared order, headed by their list titles', () => {
    const sources = searchSources(entities, appRoutes);
    expect(sources.map((s) => [s.entity.name, s.title])).toEqual([
      ['order', 'Orders'],
      ['contract', 'Contracts'],
      ['client', 'Clients'],
      ['legalEntity', 'Legal entities'],
      ['user', 'Users'],
      ['publisher', 'Publishers'],
      ['dsp', 'DSPs'],
      ['domain', 'Domains'],
      ['publisherAct', 'Publisher acts'],
      ['dspAct', 'DSP acts'],
    ]);
    expect(sources[0].editorPath(12)).toBe('/order/12');
    // An editor page declared under another path than `/<name>/:id`.
    expect(sources.map((s) => s.editorPath(7)).slice(5)).toEqual(['/publishers/7', '/dsp/7', '/domains/7', '/publisherAct/7', '/dspAct/7']);
  });

  it('head every group in both languages', () => {
    for (const { title } of searchSources(entities, appRoutes)) {
      expect(en[title], title).toBeTruthy();
      expect(ru[title], title).toBeTruthy();
      expect(ru[title], title).not.toBe(en[title]);
    }
  });

  it('names a hit by its title field with the display text beside it', () => {
    const [orders, contracts] = searchSources(entities, appRoutes);
    expect(searchHit(orders, { id: 3, number: '2026-00012', name: 'Spring campaign' })).toMatchObject({ id: 3, title: '2026-00012', detail: 'Spring campaign' });
    expect(searchHit(contracts, { id: 4, number: 'C-1' })).toMatchObject({ title: 'C-1', detail: '' });
    expect(searchHit(orders, { id: 5, number: null, name: 'x' }).title).toBe('#5');
  });
});

describe('search shortcut', () => {
  const at = (tag: string) => document.createElement(tag);
  it('is Ctrl+K or ⌘K anywhere and "/" outside text fields', () => {
    expect(isSearchShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, target: at('input') })).toBe(true);
    expect(isSearchShortcut({ key: 'K', ctrlKey: false, metaKey: true, altKey: false, target: document.body })).toBe(true);
    expect(isSearchShortcut({ key: '/', ctrlKey: false, metaKey: false, altKey: false, target: document.body })).toBe(true);
    expect(isSearchShortcut({ key: '/', ctrlKey: false, metaKey: false, altKey: false, target: at('textarea') })).toBe(false);
    expect(isSearchShortcut({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, target: document.body })).toBe(false);
  });
});

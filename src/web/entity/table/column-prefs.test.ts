import { describe, expect, it } from 'vitest';
import { holding } from '../../../domain/counterparties/counterparties';
import { order } from '../../../domain/sales/orders';
import { defaultColumnPrefs, fitColumnPrefs, loadColumnPrefs, moveColumn, placeColumn, saveColumnPrefs, toggleColumn, visibleColumns } from './column-prefs';

describe('column prefs', () => {
  it('defaults to id and the declared columns', () => {
    expect(defaultColumnPrefs(holding)).toEqual({ order: ['id', 'name', 'pipeOrganization', 'clients'], hidden: [] });
  });
  it('moves, hides, stores and restores', () => {
    let prefs = moveColumn(defaultColumnPrefs(holding), 'name', -1);
    prefs = toggleColumn(prefs, 'pipeOrganization');
    saveColumnPrefs(holding, prefs, localStorage);
    const loaded = loadColumnPrefs(holding, localStorage);
    expect(visibleColumns(loaded)).toEqual(['name', 'id', 'clients']);
  });
  it('fits stored prefs to the declaration', () => {
    expect(fitColumnPrefs(holding, { order: ['gone', 'name'], hidden: ['gone', 'id'] })).toEqual({
      order: ['name', 'id', 'pipeOrganization', 'clients'],
      hidden: ['id'],
    });
  });
});

describe('column prefs from the declared default set', () => {
  it('puts the declared columns first and hides the rest in declaration order', () => {
    const prefs = defaultColumnPrefs(order);
    expect(visibleColumns(prefs)).toEqual(['number', 'name', 'client', 'brand', 'status', 'responsible', 'dateReport', 'sumWithNds', 'paymentStatus']);
    expect(prefs.order.slice(9, 13)).toEqual(['id', 'legalEntity', 'contract', 'originalContract']);
    expect(prefs.hidden).toContain('legalEntity');
  });

  it('drops a dragged column in the place of the target, both ways', () => {
    const prefs = { order: ['a', 'b', 'c', 'd', 'e'], hidden: [] };
    expect(placeColumn(prefs, 'b', 'e').order).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(placeColumn(prefs, 'e', 'b').order).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(placeColumn(prefs, 'x', 'b')).toBe(prefs);
  });
});

import { describe, expect, it } from 'vitest';
import { holding } from '../../../domain/counterparties/counterparties';
import { defaultColumnPrefs, fitColumnPrefs, loadColumnPrefs, moveColumn, saveColumnPrefs, toggleColumn, visibleColumns } from './column-prefs';

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

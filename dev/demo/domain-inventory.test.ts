import { describe, expect, it } from 'vitest';
import { inventoryWindow } from '../../src/domain/domains/inventory-window';
import { demoDomainStats, demoSites } from './domain-inventory';

describe('the demo domain statistics', () => {
  it('give every demo site traffic on each of the 30 days of the refresh window, the same for one seed', () => {
    const rows = demoDomainStats('2026-11-26', 2024);
    const { from, to } = inventoryWindow('2026-11-26');
    expect(new Set(rows.map((row) => row.domain))).toEqual(new Set(demoSites()));
    expect(demoSites()).toHaveLength(60);
    expect(new Set(rows.map((row) => row.day)).size).toBe(30);
    expect(rows.every((row) => row.day >= from && row.day < to && row.impressions > 0 && row.amount >= 0)).toBe(true);
    expect(demoDomainStats('2026-11-26', 2024)).toEqual(rows);
  });
});

import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { dspMissedMarker } from '../../domain/dsps/dsp-entities';
import { dspMarkerLines } from '../dsps/dsp-marker-lines-table';
import { foreignKeyTo } from './entity-references';
import { tableOf } from './entity-tables';

describe('an area table\'s foreign key to an entity', () => {
  it('is the entity table\'s id column', () => {
    expect(foreignKeyTo(dspMissedMarker)()).toBe(tableOf(dspMissedMarker).id);
    const [key] = getTableConfig(dspMarkerLines).foreignKeys;
    expect(key.reference().foreignColumns).toEqual([tableOf(dspMissedMarker).id]);
    expect(key.onDelete).toBe('cascade');
  });
});

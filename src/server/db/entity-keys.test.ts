import { getTableName } from 'drizzle-orm';
import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { nonMedia } from '../../domain/publishers/publisher-entities';
import { entityKey } from './entity-keys';
import { tableOf } from './entity-tables';

describe('entityKey', () => {
  it("answers the entity's id column", () => {
    expect(entityKey(nonMedia)()).toBe(tableOf(nonMedia).id);
  });

  it("lets an area's table point its foreign key at the entity's table", () => {
    const figures = pgTable('figures', { nonMediaId: text('nonmedia_id').references(entityKey(nonMedia), { onDelete: 'cascade' }) });
    const [key] = getTableConfig(figures).foreignKeys;
    const reference = key.reference();
    expect(getTableName(reference.foreignTable)).toBe(getTableName(tableOf(nonMedia)));
    expect(reference.foreignColumns).toEqual([tableOf(nonMedia).id]);
    expect(key.onDelete).toBe('cascade');
  });
});

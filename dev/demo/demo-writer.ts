/**
 * The demo's one way to write: the items service, as the API writes (declared rules,
 * validation, area hooks, rollups, history), inside the demo's transaction, acting with the
 * system's rights on behalf of the super admin who runs it. Many rows of one entity go in one
 * bulk pass. It counts what it wrote.
 */
import { eq, type AnyColumn } from 'drizzle-orm';
import type { AnyEntity } from '../../src/domain/core/entity';
import type { Executor } from '../../src/server/db/connection';
import { tableOf } from '../../src/server/db/entity-tables';
import type { EntityRecord } from '../../src/server/items/entity-hooks';
import { items } from '../../src/server/items/items';
import { systemActor } from '../../src/server/items/system-actor';
import type { ServerContext } from '../../src/server/server-context';

export type Saved = EntityRecord & { id: number };

export class DemoWriter {
  readonly counts = new Map<string, number>();
  private readonly actor;

  constructor(
    private readonly ctx: ServerContext,
    readonly tx: Executor,
    authorId: number | null,
  ) {
    this.actor = systemActor(authorId);
  }

  private count(entity: AnyEntity, rows: number): void {
    this.counts.set(entity.name, (this.counts.get(entity.name) ?? 0) + rows);
  }

  private itemsOf(entity: AnyEntity) {
    return items(entity, { ctx: this.ctx, actor: this.actor, tx: this.tx });
  }

  async create(entity: AnyEntity, body: Record<string, unknown>): Promise<Saved> {
    const saved = await this.itemsOf(entity).create(body);
    this.count(entity, 1);
    return saved as Saved;
  }

  /** Many records of one entity in one bulk pass, answered in the order of `bodies`. */
  async createMany(entity: AnyEntity, bodies: Array<Record<string, unknown>>): Promise<Saved[]> {
    const saved = await this.itemsOf(entity).createMany(bodies);
    this.count(entity, saved.length);
    return saved as Saved[];
  }

  /** Reference data an admin may have entered already (formats, KKTU): the row with this `key` value, else a new one. */
  async findOrCreate(entity: AnyEntity, key: string, body: Record<string, unknown>): Promise<number> {
    const table = tableOf(entity);
    const [row] = await this.tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table[key] as AnyColumn, body[key]))
      .limit(1);
    return row ? Number(row.id) : (await this.create(entity, body)).id;
  }

  async update(entity: AnyEntity, id: number, body: Record<string, unknown>): Promise<Saved> {
    return (await this.itemsOf(entity).update(id, body)) as Saved;
  }
}

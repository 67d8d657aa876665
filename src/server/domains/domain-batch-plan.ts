/**
 * The domain batch upload's check (src/server/uploads runs it batch by batch, nothing written):
 * each batch's platforms and their domains are looked up in one query each, every row is
 * checked by the items service's own create and update checks (the platform name rule with its
 * refusal of IP addresses, value limits, access), and the rows taken are merged by site (a later
 * row of the same site updates what an earlier one made). `write` then writes it all with
 * set-based statements (createChecked, updateMany: one insert or update per 2,000 rows and their
 * history in one insert each, as the uploader), 1,000 sites a step of the upload's write.
 */
import { sql } from 'drizzle-orm';
import type { BatchProblem } from '../../domain/domains/domain-actions';
import type { BatchRow } from '../../domain/domains/domain-batch-row';
import { domain, domainTag } from '../../domain/domains/domain-entities';
import { platform } from '../../domain/domains/platforms';
import type { Actor, AnyEntity } from '../../domain/core/entity';
import { Refusal } from '../../domain/core/refusals/refusal';
import type { Executor } from '../db/connection';
import type { EntityRecord } from '../items/entity-hooks';
import { items, type Id, type ItemsService } from '../items/items';
import { systemReader } from '../items/readers';
import { uploadLimits } from '../uploads/upload-limits';
import type { UploadStep } from '../uploads/upload-steps';
import type { ServerContext } from '../server-context';

/** The reasons the items service gave: each field's messages, or its detail when it named no field. */
export function refusalReasons(refusal: Refusal): BatchProblem['reasons'] {
  const fields = Object.entries(refusal.options.errors ?? {}).flatMap(([field, list]) => list.map((key) => ({ field, code: key, values: {} })));
  return fields.length ? fields : [{ code: refusal.code, values: { ...(refusal.values as Record<string, string | number>) } }];
}

const rowsBetweenTurns = 250;
/** The made rows' ids and names are all the write needs: their history is built from them as written, not read back. */
const asWritten = { readBack: false } as const;
/** A site's write is two inserts, two reads and two history rows: half the rows of a figure's step keep a step as short. */
const sitesPerStep = 1_000;

/** A new domain is checked before its platform exists: any id stands for the one made at write. */
const platformToBeMade = 1;

interface PlannedDomain {
  platformId: number | null;
  /** The domain as read, for an update; null for a new one. */
  existing: EntityRecord | null;
  /** A new domain's checked model (its platform and tags are set at write). */
  model: EntityRecord | null;
  /** The values the rows set, merged in row order. */
  values: BatchRow['values'];
  /** Lower-case tag names; null leaves an existing domain's tags. */
  tags: string[] | null;
}

export type DomainBatchRow = { row: number } & BatchRow;

export class DomainBatchPlan {
  added = 0;
  updated = 0;
  private readonly platforms = new Map<string, number | null>();
  private readonly newPlatforms = new Map<string, EntityRecord>();
  private readonly domainOfPlatform = new Map<number, EntityRecord>();
  private readonly newTags = new Map<string, EntityRecord>();
  private readonly planned = new Map<string, PlannedDomain>();

  constructor(
    private readonly ctx: ServerContext,
    private readonly actor: Actor,
    /** Every tag, lower-case name to id. */
    private readonly tags: Map<string, number>,
  ) {}

  /** The checking services, made once: a file's every row uses them. */
  private readonly checking = new Map<AnyEntity, ItemsService>();

  private service(entity: typeof domain | typeof platform | typeof domainTag, tx?: Executor): ItemsService {
    if (tx) return items(entity, { ctx: this.ctx, actor: this.actor, tx });
    const made = this.checking.get(entity) ?? items(entity, { ctx: this.ctx, actor: this.actor });
    this.checking.set(entity, made);
    return made;
  }

  /** One query for the batch's unseen sites' platforms, one for their domains (each list one array parameter: thousands of parameters cost the embedded database more than the query). */
  private async lookUp(rows: readonly DomainBatchRow[]): Promise<void> {
    const hosts = [...new Set(rows.map((row) => row.host).filter((host) => !this.platforms.has(host)))];
    if (!hosts.length) return;
    // A platform that exists is reused whoever uploads: a second one of the name cannot be made.
    const platforms = systemReader('an uploaded site names its platform by its host, an existing one reused').rows(platform);
    const found = await this.ctx.database.db.select({ id: platforms.id, name: platforms.name }).from(platforms).where(sql`${platforms.name} = any(${sql.param(hosts)}::text[])`);
    for (const host of hosts) this.platforms.set(host, null);
    for (const row of found) this.platforms.set(String(row.name), Number(row.id));
    if (!found.length) return;
    const checking = this.service(domain);
    const domains = await checking.readWhere(sql`${checking.rows().platform} = any(${sql.param(found.map((row) => Number(row.id)))}::int8[])`);
    for (const record of domains) this.domainOfPlatform.set(Number(record.platform), record);
  }

  /** Check a batch of read rows; push the problems of the rows not taken. */
  async check(rows: readonly DomainBatchRow[], problems: BatchProblem[]): Promise<void> {
    await this.lookUp(rows);
    for (const [index, row] of rows.entries()) {
      // Other requests get their turn every few hundred rows: checking a batch takes a while.
      if (index % rowsBetweenTurns === rowsBetweenTurns - 1) await new Promise((resolve) => setImmediate(resolve));
      try {
        await this.take(row);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        problems.push({ row: row.row, reasons: refusalReasons(error) });
      }
    }
  }

  /** A row's checks; what it adds (a platform, tags, its domain's values) is kept only once all passed. */
  private async take(row: DomainBatchRow): Promise<void> {
    const platformId = this.platforms.get(row.host) ?? null;
    const newPlatform = platformId === null && !this.newPlatforms.has(row.host) ? await this.service(platform).checkCreate({ name: row.host }) : null;
    const newTags = await this.checkNewTags(row.tagNames);
    const earlier = this.planned.get(row.host);
    const values = { ...earlier?.values, ...row.values };
    const tags = row.tagNames.length ? row.tagNames.map((name) => name.toLowerCase()) : (earlier?.tags ?? null);
    const existing = earlier ? earlier.existing : platformId === null ? null : (this.domainOfPlatform.get(platformId) ?? null);
    let model: EntityRecord | null = null;
    if (existing) await this.service(domain).checkUpdate(existing, values);
    else model = await this.service(domain).checkCreate({ ...values, platform: platformId ?? platformToBeMade, status: 'NO_CHECKED' });
    if (newPlatform) this.newPlatforms.set(row.host, newPlatform);
    for (const [key, tag] of newTags) this.newTags.set(key, tag);
    this.planned.set(row.host, { platformId, existing, model, values, tags });
    if (earlier || existing) this.updated += 1;
    else this.added += 1;
  }

  /** The tags a row names that neither exist nor are planned yet, each checked as a create. */
  private async checkNewTags(names: string[]): Promise<Map<string, EntityRecord>> {
    const newTags = new Map<string, EntityRecord>();
    for (const name of names) {
      const key = name.toLowerCase();
      if (!this.tags.has(key) && !this.newTags.has(key) && !newTags.has(key)) newTags.set(key, await this.service(domainTag).checkCreate({ name }));
    }
    return newTags;
  }

  /** Everything taken, set-based: the new tags, then each 1,000 sites (their platforms, new domains and updates) in one step. */
  async write(step: UploadStep, stillWanted: () => void): Promise<void> {
    const newTags = [...this.newTags.values()];
    for (let start = 0; start < newTags.length; start += uploadLimits.batchRows) {
      stillWanted();
      const made = await step((tx) => this.service(domainTag, tx).createChecked(newTags.slice(start, start + uploadLimits.batchRows), asWritten));
      for (const tag of made) this.tags.set(String(tag.name).toLowerCase(), Number(tag.id));
    }
    const hosts = [...this.planned.keys()];
    for (let start = 0; start < hosts.length; start += sitesPerStep) {
      stillWanted();
      await step((tx) => this.writeSites(tx, hosts.slice(start, start + sitesPerStep), stillWanted));
    }
  }

  /** Some sites' new platforms, then their new domains and the updates of their existing ones. */
  private async writeSites(tx: Executor, hosts: readonly string[], stillWanted: () => void): Promise<void> {
    const madePlatforms = new Map<string, number>();
    const newPlatforms = hosts.map((host) => this.newPlatforms.get(host)).filter((made): made is EntityRecord => made !== undefined);
    for (const made of await this.service(platform, tx).createChecked(newPlatforms, asWritten)) madePlatforms.set(String(made.name), Number(made.id));
    const tagIds = (names: string[]) => names.map((name) => this.tags.get(name)!);
    const creates: EntityRecord[] = [];
    const updates: Array<{ id: Id; values: Record<string, unknown> }> = [];
    for (const host of hosts) {
      const planned = this.planned.get(host)!;
      if (planned.model) {
        creates.push(Object.assign(planned.model, { platform: planned.platformId ?? madePlatforms.get(host)! }, planned.tags ? { tags: tagIds(planned.tags) } : {}));
      } else if (planned.existing && (Object.keys(planned.values).length || planned.tags)) {
        updates.push({ id: planned.existing.id!, values: { ...planned.values, ...(planned.tags ? { tags: tagIds(planned.tags) } : {}) } });
      }
    }
    stillWanted();
    await this.service(domain, tx).createChecked(creates, asWritten);
    stillWanted();
    await this.service(domain, tx).updateMany(updates);
  }
}

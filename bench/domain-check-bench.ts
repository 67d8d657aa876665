/**
 * The availability check of 10,000 domains against a local site that answers in 100 ms, at
 * the default concurrency (DOMAIN_CHECK_CONCURRENCY, 20): every name is mapped to 127.0.0.1
 * through DOMAIN_CHECK_RESOLVE (with DOMAIN_CHECK_ALLOW_PRIVATE for that local site), so no
 * traffic leaves the machine. The site runs in a child process (domain-check-site.ts). Prints
 * the time, the results, this process's CPU and peak memory; the target (issue 23) is 90 s
 * with memory bounded. `npm run bench:domains` (BENCH_DOMAINS=n for another count).
 * BENCH_TASK=1 runs the task's own path instead: the domains stored in an embedded database,
 * checked by `checkAllDomains`, their results written back in batches as they come.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { domain } from '../src/domain/domains/domain-entities';
import { platform } from '../src/domain/domains/platforms';
import { readConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/db/seed';
import { checkHosts, readDomainCheckSettings, type CheckTally } from '../src/server/domains/availability';
import { checkAllDomains } from '../src/server/domains/domain-check';
import { items } from '../src/server/items/items';
import { systemActor } from '../src/server/items/system-actor';
import { createContext } from '../src/server/services';

const count = Number(process.env.BENCH_DOMAINS ?? 10_000);
const answerMs = 100;
const names = Array.from({ length: count }, (_, i) => `site-${String(i).padStart(5, '0')}.bench.test`);

const site = fork(new URL('./domain-check-site.ts', import.meta.url), [String(answerMs)], { execArgv: ['--import', 'tsx'] });
const [{ port }] = (await once(site, 'message')) as [{ port: number }];
const resolve = names.map((name) => `${name}=127.0.0.1:${port}`).join(',');
const settings = readDomainCheckSettings({ DOMAIN_CHECK_RESOLVE: resolve, DOMAIN_CHECK_ALLOW_PRIVATE: 'true' });

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
};
sample();
const startRss = peakRss;
const sampler = setInterval(sample, 100);

/** The task's path: the domains in an embedded database, checked and written back by the job's code. */
async function checkStoredDomains(): Promise<{ tally: CheckTally; seconds: number; cpu: NodeJS.CpuUsage; cleanUp(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adoffice-check-bench-'));
  const database = await openPglite(dataDir);
  const config = { ...readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent' }), worker: 'off' as const };
  const logger = pino({ level: 'silent' });
  await migrate(database);
  await seed(database, config, logger);
  const ctx = await createContext(config, database, logger);
  await database.db.transaction(async (tx) => {
    const platforms = await items(platform, { ctx, actor: systemActor(null), tx }).system.insert(names.map((name) => ({ name })));
    await items(domain, { ctx, actor: systemActor(null), tx }).system.insert(platforms.map((row) => ({ platform: row.id, status: 'NO_CHECKED' })));
  });
  Object.assign(process.env, { DOMAIN_CHECK_RESOLVE: resolve, DOMAIN_CHECK_ALLOW_PRIVATE: 'true' });
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const tally = await checkAllDomains(ctx, null);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const { rows } = await database.query("select count(*)::int as n from domains where available = 'AVAILABLE' and last_check_at is not null", []);
  console.log(`stored results: ${Number(rows[0].n)} domains AVAILABLE with lastCheckAt`);
  return {
    tally,
    seconds,
    cpu,
    async cleanUp() {
      await ctx.jobs.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function checkNames(): Promise<{ tally: CheckTally; seconds: number; cpu: NodeJS.CpuUsage; cleanUp(): Promise<void> }> {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  let reported = 0;
  const tally = await checkHosts(names, {
    settings,
    onResult: () => {
      reported += 1;
      if (reported % 2000 === 0) console.log(`  ${reported} checked, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  });
  return { tally, seconds: (performance.now() - started) / 1000, cpu: process.cpuUsage(cpuStart), cleanUp: async () => undefined };
}

const { tally, seconds, cpu, cleanUp } = await (process.env.BENCH_TASK === '1' ? checkStoredDomains() : checkNames());
await cleanUp();
clearInterval(sampler);
sample();
site.send('stop');
const [{ maxOpen }] = (await once(site, 'message')) as [{ maxOpen: number }];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`${count} domains${process.env.BENCH_TASK === '1' ? ' (the task: stored, checked, written back)' : ''}, local site answering in ${answerMs} ms, concurrency ${settings.concurrency}`);
console.log(`time ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)} domains/s); results ${JSON.stringify(tally)}; the site saw at most ${maxOpen} requests at once`);
console.log(`CPU of the checker: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
console.log(`memory of the checker: RSS ${mb(startRss)} at start, peak ${mb(peakRss)}; peak heap used ${mb(peakHeap)}`);
if (tally.available !== count) process.exitCode = 1;

/**
 * The task centre's list (`GET /api/celery/tasks/`, docs/performance.md "Task centre"): 1,000
 * tasks of one user of the last 7 days (and 5,000 of others, and older ones) in pg-boss's
 * tables, then the user's first page measured in-process (fastify inject: the route, the query
 * and the JSON) on the embedded database, or on PostgreSQL with TEST_DATABASE_URL.
 * Goal: under 50 ms. `node --import tsx bench/task-list-bench.ts [--runs 200]`
 */
import { createTestServer } from '../dev/testing/test-server';
import { jobSchema } from '../src/server/jobs/pg-boss-jobs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 200);

const t = await createTestServer();
try {
  const user = await t.userWithRole('MANAGER');
  const other = await t.userWithRole('MANAGER');
  const queues = ['publishers.invoices-generate', 'dmps.export', 'domains.inventory-google-export', 'registry.acts-send'];
  for (const queue of queues) await t.ctx.jobs.enqueue(queue, { userId: null, bench: true }, { startAfterSeconds: 3600 });
  const insert = (userId: number, count: number, ageDays: number) =>
    t.ctx.database.query(
      `insert into ${jobSchema}.job (name, data, state, created_on, completed_on, output)
       select ($1::text[])[1 + g % 4], jsonb_build_object('userId', $2::int, 'month', '2026-10-01'), 'completed',
              now() - make_interval(days => $4::int) - make_interval(secs => g), now() - make_interval(days => $4::int),
              jsonb_build_object('result', jsonb_build_object('fileId', g))
       from generate_series(1, $3::int) g`,
      [queues, userId, count, ageDays],
    );
  await insert(user.id, 1000, 0);
  await insert(other.id, 5000, 0);
  await insert(user.id, 3000, 10);
  await t.ctx.database.exec(`analyze ${jobSchema}.job`);
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < runs + 10; run++) {
    const started = performance.now();
    const answer = await t.call(user.token, { method: 'GET', url: '/api/celery/tasks/' });
    const elapsed = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`HTTP ${answer.statusCode}: ${answer.body}`);
    count = answer.json().count;
    if (run >= 10) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(`task centre list (${t.ctx.database.kind}): count ${count}, ${runs} runs, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
} finally {
  await t.close();
}

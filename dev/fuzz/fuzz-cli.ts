/**
 * `npm run fuzz -- --runs N [--seed S]`: the API fuzzer at length, on a fresh test database
 * (embedded, or a new database on TEST_DATABASE_URL's server). Prints every kind of failure
 * with curl commands that replay it; exits 1 when any call failed.
 */
import { parseArgs } from 'node:util';
import { createTestServer } from '../testing/test-server';
import { curlCommand } from './curl-command';
import { runFuzz } from './fuzz-runner';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- --runs N [--seed S]');
  process.exit(2);
}

const server = await createTestServer();
const started = Date.now();
let lastPrinted = 0;
try {
  console.log(`Fuzzing the API: ${runs} calls, seed ${seed}`);
  const report = await runFuzz(server, {
    runs,
    seed,
    onCall(done, total) {
      if (Date.now() - lastPrinted < 5_000 && done !== total) return;
      lastPrinted = Date.now();
      console.log(`  ${done}/${total} calls`);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${report.calls} calls over ${report.routes.length} routes in ${seconds} s; answers: ${JSON.stringify(report.statuses)}`);
  if (!report.failures.length) {
    console.log('No call failed.');
  } else {
    console.log(`\n${report.failedCalls} calls failed. Replay against a server (set TOKEN_USER, TOKEN_MANAGER, TOKEN_ADMIN, TOKEN_SUPERADMIN to session tokens):`);
    let kind = '';
    for (const failure of [...report.failures].sort((a, b) => a.kind.localeCompare(b.kind))) {
      if (failure.kind !== kind) console.log(`\n## ${(kind = failure.kind)}`);
      console.log(`# as ${failure.request.actor}, answered ${failure.status} ${failure.answer.slice(0, 160)}`);
      console.log(curlCommand(failure.request));
    }
  }
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  await server.close();
}

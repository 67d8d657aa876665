/**
 * "No input from any client, signed in or not, answers 5xx; a refused write changes
 * nothing; every refusal carries a message code the Russian catalogue has": the fuzzer over every route of the OpenAPI document, with a fixed seed and a
 * bounded number of calls (`npm run fuzz -- --runs N` runs it at length).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { curlCommand } from './curl-command';
import { runFuzz } from './fuzz-runner';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

describe('API fuzzing', () => {
  it('answers every generated call without a 5xx, a refused write changes no row, every refusal has a known code', async () => {
    const report = await runFuzz(t, { runs: 2_500, seed: 20_260_801 });
    const failures = report.failures.map((failure) => `${failure.kind} → ${failure.status} ${failure.answer.slice(0, 120)}\n  ${curlCommand(failure.request).slice(0, 2_000)}`);
    expect(failures).toEqual([]);
    // Every route was called, and the calls reached past authentication and validation.
    expect(report.routes.length).toBeGreaterThan(100);
    expect(report.calls).toBeGreaterThanOrEqual(report.routes.length);
    for (const status of [200, 201, 204, 400, 401, 403, 404]) expect(report.statuses[status] ?? 0).toBeGreaterThan(0);
  }, 120_000);
});

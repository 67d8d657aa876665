/**
 * The actions of an API snapshot: for every write route and every GET with path parameters,
 * `perRoute` calls that the fuzzer's plans (dev/fuzz) generate from a fixed seed, their ids
 * picked from the lists the snapshot read first. They are stored in a file so that the other
 * checkout makes the very same calls, whatever its OpenAPI document says. A task that a GET
 * queued has another id in each run: the file names it by its place (`{task:N}`), and each run
 * puts its own task of that place there.
 */
import fc from 'fast-check';
import fs from 'node:fs';
import type { IdPools } from '../fuzz/id-pools';
import type { FuzzRoute } from '../fuzz/openapi-routes';
import { planOf } from '../fuzz/request-plans';
import { requestOf } from '../fuzz/fuzz-request';

export interface SnapshotCall {
  method: FuzzRoute['method'];
  url: string;
  contentType: string | null;
  /** The body, base64 (multipart bodies are bytes). */
  payload: string | null;
}

/** Signing in and out would change whose calls the rest are. */
const leftOut = (route: FuzzRoute) => route.path.includes('/auth/') || route.path.includes('logout');

function callsOf(routes: readonly FuzzRoute[], ids: IdPools, perRoute: number, seed: number): SnapshotCall[] {
  const asked = routes.filter((route) => (route.method !== 'GET' || route.pathParams.length > 0) && !leftOut(route));
  return asked.flatMap((route, index) =>
    fc.sample(planOf(route), { seed: seed + index, numRuns: perRoute }).map((plan) => {
      const request = requestOf(plan, ids);
      return { method: request.method, url: request.url, contentType: request.contentType, payload: request.payload?.toString('base64') ?? null };
    }),
  );
}

const placeOf = (index: number) => `{task:${index}}`;

function withTasks(call: SnapshotCall, replace: (text: string) => string): SnapshotCall {
  const payload = call.payload === null ? null : Buffer.from(replace(Buffer.from(call.payload, 'base64').toString('latin1')), 'latin1').toString('base64');
  return { ...call, url: replace(call.url), payload };
}

/**
 * The calls stored in `file`, or, when there is none yet, new ones, stored there; `tasks`: the
 * ids of the tasks this run's GETs queued, in order.
 */
export function snapshotCalls(file: string, routes: readonly FuzzRoute[], ids: IdPools, perRoute: number, seed: number, tasks: readonly string[]): SnapshotCall[] {
  if (!fs.existsSync(file)) {
    const named = callsOf(routes, ids, perRoute, seed).map((call) => withTasks(call, (text) => tasks.reduce((named, task, index) => named.replaceAll(task, placeOf(index)), text)));
    fs.writeFileSync(file, JSON.stringify(named));
  }
  const calls = JSON.parse(fs.readFileSync(file, 'utf8')) as SnapshotCall[];
  return calls.map((call) => withTasks(call, (text) => tasks.reduce((ours, task, index) => ours.replaceAll(placeOf(index), task), text)));
}

const isoTime = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?/g;

/** An action's answer without the times it was made at (created and updated stamps, task times). */
export const timeless = (body: string) => body.replace(isoTime, '<time>');

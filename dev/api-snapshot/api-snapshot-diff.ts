/**
 * `node --import tsx dev/api-snapshot/api-snapshot-diff.ts BEFORE AFTER [--timeless]`: compares two files of
 * `api-snapshot.ts`: prints each path whose status or body differs (with the first differing
 * character's neighbourhood) and those only one file has; exit code 1 when any differs.
 * Task ids (UUIDs, in paths and bodies) are left out of the comparison: each run queues its own; so are the bodies of
 * generated spreadsheets (zips), which hold the time they were made. `--timeless` leaves every
 * time out (two demo companies, each made by its own checkout, differ in their creation times).
 */
import fs from 'node:fs';
import { timeless } from './snapshot-calls';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const [beforeFile, afterFile, option] = process.argv.slice(2);
const withoutTimes = option === '--timeless' ? timeless : (body: string) => body;
const comparable = (body: string) => (body.startsWith('PK\u0003\u0004') ? '<zip>' : withoutTimes(body.replace(uuid, '<uuid>')));
type Answer = { path: string; status: number; body: string };
const read = (file: string) => new Map(fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Answer).map((answer) => [answer.path.replace(uuid, '<uuid>'), { ...answer, body: comparable(answer.body) }]));

if (!beforeFile || !afterFile) throw new Error('usage: api-snapshot-diff.ts BEFORE AFTER');
const before = read(beforeFile);
const after = read(afterFile);
let differing = 0;
for (const [route, old] of before) {
  const now = after.get(route);
  if (!now) {
    console.log(`only before: ${route}`);
    differing += 1;
  } else if (old.status !== now.status || old.body !== now.body) {
    let at = 0;
    while (old.body[at] === now.body[at]) at += 1;
    console.log(`differs: ${route} (${old.status} → ${now.status}) at ${at}:\n  before …${old.body.slice(Math.max(0, at - 60), at + 60)}\n  after  …${now.body.slice(Math.max(0, at - 60), at + 60)}`);
    differing += 1;
  }
}
for (const route of after.keys()) {
  if (!before.has(route)) {
    console.log(`only after: ${route}`);
    differing += 1;
  }
}
console.log(`${before.size} answers before, ${after.size} after, ${differing} differ`);
process.exitCode = differing ? 1 : 0;

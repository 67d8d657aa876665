/**
 * The reference's query mix (peers/drf/bench/queries.py), written with a server's field names:
 * the same lists bench.sh sends, read back so both servers' answers can be compared query by query.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The query types of bench.sh, in its order; `mix` interleaves the other four. */
export const queryTypes = ['month', 'pages', 'search', 'status_dept', 'mix'] as const;
export type QueryType = (typeof queryTypes)[number];

/** The field names bench.sh takes from the environment (F_DATE, F_NAME, F_STATUS, F_DEPT). */
export type FieldNames = Record<'F_DATE' | 'F_NAME' | 'F_STATUS' | 'F_DEPT', string>;

/** This project's names for the reference's filters (API.md: `department`, camelCase fields). */
export const ourFieldNames: FieldNames = { F_DATE: 'dateReport', F_NAME: 'name', F_STATUS: 'status', F_DEPT: 'department' };
export const referenceFieldNames: FieldNames = { F_DATE: 'date_report', F_NAME: 'name', F_STATUS: 'status', F_DEPT: 'department_id' };

export function benchQueries(peerDir: string, names: FieldNames): Record<QueryType, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-queries-'));
  try {
    execFileSync(process.env.DRF_PYTHON ?? '/usr/bin/python3', [path.join(peerDir, 'bench', 'queries.py'), dir], {
      env: { ...process.env, ...names, PYTHONDONTWRITEBYTECODE: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const read = (type: QueryType) => fs.readFileSync(path.join(dir, `${type}.txt`), 'utf8').split('\n').filter(Boolean);
    return Object.fromEntries(queryTypes.map((type) => [type, read(type)])) as Record<QueryType, string[]>;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

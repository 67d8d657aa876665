/**
 * Test fixtures of order acts: the creatives world plus three original contracts, and helpers to
 * start a month's generation or sending and wait for its task.
 */
import { expect } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { created, fetched, type Row } from '../sales/sales-fixtures';
import { creativesWorld, type CreativesWorld } from '../creatives/creatives-fixtures';

export interface ActsWorld extends CreativesWorld {
  originalContracts: [number, number, number];
}

export async function actsWorld(t: TestServer): Promise<ActsWorld> {
  const w = await creativesWorld(t);
  const terms = { date: '2025-01-10', responsible: w.admin, client: w.legalEntity, customer: w.legalEntity, type: 'SERVICE', subject: 'REPRESENTATION', price: 0 };
  const ids: number[] = [];
  for (const number of ['OC-1', 'OC-2', 'OC-3']) ids.push((await created(t, t.adminToken, 'original_contracts/', { ...terms, number })).id);
  return { ...w, originalContracts: ids as [number, number, number] };
}

/** Starts a month's generation (POST) or sending (GET) and waits for its task. */
export async function runActsTask(t: TestServer, kind: 'generate' | 'send', month: string, token = t.adminToken) {
  const answer = await t.call(token, kind === 'generate' ? { method: 'POST', url: `/api/erir/acts/?date=${month}` } : { method: 'GET', url: `/api/erir/send_acts/?date=${month}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return t.waitForTask(answer.json().taskId as string, 30_000);
}

export async function monthActs(t: TestServer, month: string): Promise<Row[]> {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return (await fetched(t, `erir/?date__btw=${month},${next}&ordering=id&page_size=1000`)).results as Row[];
}

export async function actItems(t: TestServer, act: number): Promise<Row[]> {
  return (await fetched(t, `erir/actitems/?act=${act}&ordering=id`)).results as Row[];
}

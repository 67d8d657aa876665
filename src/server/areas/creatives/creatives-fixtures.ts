/**
 * Test fixtures of the creatives area: the sales world, two KKTU codes, an uploaded .zip, and
 * helpers to create orders and creatives through the API.
 */
import { expect } from 'vitest';
import { multipart } from '../../files/multipart-body';
import type { TestServer } from '../../testing/test-server';
import { created, orderPayload, salesWorld, type Row, type SalesWorld } from '../sales/sales-fixtures';
import { businessDay } from '../../../domain/calendar/business-day';
import { monthEnd, monthStart } from '../../../domain/rules/order-dates';

export interface CreativesWorld extends SalesWorld {
  kktu: number;
  kktu2: number;
  zip: number;
}

export const zipBytes = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26, 0)]);

export async function uploadedFile(t: TestServer, filename: string, value: Buffer, target?: string): Promise<number> {
  const query = target ? `?for=${target}` : '';
  const answer = await t.call(t.adminToken, { method: 'POST', url: `/api/files/${query}`, ...multipart([{ name: 'file', value, filename }]) });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as number;
}

export async function creativesWorld(t: TestServer): Promise<CreativesWorld> {
  const sales = await salesWorld(t);
  const kktu = (await created(t, t.adminToken, 'creatives/kktu/', { code: '30.10.1', name: 'Food' })).id;
  const kktu2 = (await created(t, t.adminToken, 'creatives/kktu/', { code: '30.15.2', name: 'Clothes' })).id;
  const zip = await uploadedFile(t, 'banner.zip', zipBytes, 'creative.files');
  return { ...sales, kktu, kktu2, zip };
}

/** A valid, registered, domestic creative (marker and ERIR id differ). */
export function creativePayload(w: CreativesWorld, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    marker: `2Vtzq${Math.random().toString(36).slice(2, 10)}`,
    erirId: 'cr-1',
    typeAdCompany: 'CPM',
    distributionForm: 'Banner',
    kktu: [w.kktu],
    files: [w.zip],
    targetUrls: ['https://acme.example/landing'],
    ...extra,
  };
}

export const thisMonthDates = () => {
  const first = monthStart(businessDay());
  return { dateStart: first, dateEnd: monthEnd(first), dateReport: first };
};
export const pastMonthDates = { dateStart: '2025-03-01', dateEnd: '2025-03-31', dateReport: '2025-03-01' };

export async function createdOrder(t: TestServer, w: CreativesWorld, extra: Record<string, unknown> = {}): Promise<Row> {
  return created(t, t.adminToken, 'orders/', orderPayload(w, { ...pastMonthDates, ...extra }));
}

/**
 * "No endpoint answers 500 to any input a client can send", swept deterministically over one
 * field of each shape (fuzz/field-kind-samples.ts), so the sweep keeps its size as entities
 * are added. Every route with generated input is the fuzz test's job (fuzz/api-fuzz.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityFields, type AnyEntity } from '../../domain/core/entity';
import { entities } from '../../domain/core/entities';
import { queryableFields } from '../../domain/core/query/list-query';
import { filterOperatorsOf, isSortableField } from '../../domain/core/query/queryable';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { samplesByShape } from '../../../dev/fuzz/field-kind-samples';
import { prototypeNames } from '../../../dev/fuzz/hostile-values';

let t: TestServer;
/** The first row of each entity that has one (to update). */
const rows = new Map<AnyEntity, { id: number | string }>();

beforeAll(async () => {
  t = await createTestServer();
  for (const entity of entities) {
    const first = (await t.call(t.adminToken, { method: 'GET', url: `/api/${entity.path}?page_size=1` })).json().results?.[0];
    if (first) rows.set(entity, first);
  }
}, 60_000);
afterAll(async () => t?.close());

const filterSamples = () => samplesByShape(entities, (entity) => Object.entries(queryableFields(entity)));
const writeSamples = () => samplesByShape(entities, entityFields, (entity) => rows.has(entity));

describe('no 5xx for any client input, by field shape', () => {
  it('samples every field kind the declarations use, one field per shape', () => {
    const kindsUsed = new Set(entities.flatMap((entity) => entityFields(entity).map(([, field]) => field.kind)));
    expect(new Set(writeSamples().map((sample) => sample.field.kind))).toEqual(kindsUsed);
    const filterable = entities.flatMap((entity) => Object.values(queryableFields(entity)));
    expect(filterSamples().length).toBeLessThan(filterable.length / 2);
  });

  it('answers every filter operator and ordering of each shape, with fitting and unfitting values', async () => {
    const failures: string[] = [];
    const values = ['1', 'abc', 'null', '1,2', '2026-01-01', '2026-01-01,2026-02-01', ',', 'true', '-1.5', "'", 'a\u0000b', '\u202e1', '__proto__', 'x'.repeat(3_000)];
    let call = 0;
    for (const { entity, name, field } of filterSamples()) {
      const params = isSortableField(field) ? [`ordering=${name}`, `ordering=-${name}`] : [];
      for (const op of filterOperatorsOf(field)) {
        for (const value of values) params.push(`${op === 'eq' ? name : `${name}__${op}`}=${encodeURIComponent(value)}`);
      }
      for (const query of params) {
        const url = `/api/${entity.path}${call++ % 2 ? 'short/' : ''}?${query}`;
        const answer = await t.call(t.adminToken, { method: 'GET', url });
        if (answer.statusCode >= 500) failures.push(`${url.slice(0, 200)} → ${answer.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers names of plain-object properties as filters and orderings with 400 naming them', async () => {
    const failures: string[] = [];
    for (const entity of new Set(filterSamples().map((sample) => sample.entity))) {
      for (const name of prototypeNames) {
        for (const query of [`${name}=1`, `${name}__in=1`, `ordering=${name}`, `ordering=-${name}`]) {
          for (const suffix of ['', 'short/']) {
            const url = `/api/${entity.path}${suffix}?${query}`;
            const answer = await t.call(t.adminToken, { method: 'GET', url });
            if (answer.statusCode !== 400 || !String(answer.json().detail).includes(name)) failures.push(`${url} → ${answer.statusCode} ${answer.body}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every wrong value of each shape, on create and update, without a 5xx', async () => {
    const failures: string[] = [];
    const weird: unknown[] = [{}, [[1]], 'x'.repeat(3000), -1, 1e20, 'abc', null, true, '2026-13-45', { a: { b: 1 } }, [null], ['', 'x'], 2147483648, 'a\u0000b', ['\u0000'], '\u202eabc', '__proto__', { constructor: 1 }];
    for (const { entity, name } of writeSamples()) {
      const existing = rows.get(entity);
      for (const value of weird) {
        const payload = JSON.stringify({ [name]: value });
        const calls = [{ method: 'POST', url: `/api/${entity.path}` }];
        if (existing) calls.push({ method: 'PATCH', url: `/api/${entity.path}${existing.id}/` });
        for (const call of calls) {
          const answer = await t.call(t.adminToken, { ...call, payload, headers: { 'content-type': 'application/json' } } as never);
          if (answer.statusCode >= 500) failures.push(`${call.method} ${call.url} ${payload.slice(0, 80)} → ${answer.statusCode} ${answer.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

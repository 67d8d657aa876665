import { describe, expect, it } from 'vitest';
import { entityFields } from '../../src/domain/core/entity';
import { order } from '../../src/domain/sales/orders';
import { isReadOnlyField } from '../../src/domain/core/fields';
import { followStartDate } from '../../src/domain/sales/order-dates';
import { normalizedWhenTyped } from '../../src/domain/core/validation/typed-normalize';
import { fieldJsonSchema } from '../../src/server/http/crud/entity-openapi';
import { withDerivedProperties } from './derived-properties';
import type { FuzzRoute, JsonSchema } from './openapi-routes';
import { wrongKindPlans } from './request-plans';
import { oneWrongBody, wrongBody, wrongBodyCount, wrongValuesOf } from './wrong-values';

const writable = Object.fromEntries(entityFields(order).filter(([, field]) => !isReadOnlyField(field)).map(([name, field]) => [name, fieldJsonSchema(field) as JsonSchema]));
const createOrder: FuzzRoute = { method: 'POST', path: '/api/orders/', pathParams: [], queryParams: [], body: { type: 'object', properties: writable } };
const bodiesOf = (route: FuzzRoute) => wrongKindPlans([route]).map((plan) => JSON.parse(plan.body!.payload.toString('utf8')) as Record<string, unknown>);

describe('wrong values for the fuzzer', () => {
  it('has impossible dates, out-of-range numbers and wrong types by the property schema', () => {
    expect(wrongValuesOf({ type: 'string', format: 'date' })).toEqual(expect.arrayContaining(['2026-02-30', '2026-13-01', 'x', 1, true]));
    expect(wrongValuesOf({ type: 'number', nullable: true })).toEqual(expect.arrayContaining([1e12, 'x', true]));
    expect(wrongValuesOf({ type: 'integer' })).toEqual(expect.arrayContaining([2 ** 31, 1.5, 'x']));
    expect(wrongValuesOf({ oneOf: [{ type: 'integer' }, { type: 'string' }] })).toEqual(expect.arrayContaining([0, -1, 'x', 2 ** 31]));
  });

  it('sends each wrong value of every field of an order once, all fields wrong at once', () => {
    const bodies = bodiesOf(createOrder);
    expect(bodies).toHaveLength(wrongBodyCount(createOrder.body!));
    for (const value of ['2026-02-30', '2026-13-01', 'x', 1, true]) expect(bodies.map((body) => body.dateStart)).toContainEqual(value);
    expect(wrongBody(createOrder.body!, 0)).toMatchObject({ dateStart: '2026-02-30', nds: 1e12, isLocked: 'x' });
  });

  it('sends the server-set fields too, wrong like the others', () => {
    const route = withDerivedProperties(createOrder);
    expect(route.body!.properties).toMatchObject({ sumWithNds: { readOnly: true }, paymentStatus: { readOnly: true } });
    expect(bodiesOf(route).map((body) => body.sumWithNds)).toContainEqual('x');
    expect(withDerivedProperties({ ...createOrder, path: '/api/orders/clone/' })).toEqual({ ...createOrder, path: '/api/orders/clone/' });
  });

  it('puts one wrong value in an otherwise valid body, every property in turn', () => {
    const names = Object.keys(writable);
    const seen = new Set(Array.from({ length: names.length }, (_, variant) => Object.keys(oneWrongBody(createOrder.body!, {}, variant))[0]));
    expect(seen).toEqual(new Set(names));
  });

  // The finding these values were added for: an adjustment computed before validation threw on them (a 500).
  it('makes the order dates adjustment throw when it runs before validation, and not through the writer order', () => {
    const stored = { dateStart: '2026-03-05', dateEnd: '2026-03-20', dateReport: '2026-03-01' };
    for (const body of bodiesOf(createOrder)) {
      const model = { ...stored, dateStart: body.dateStart } as typeof stored;
      expect(() => followStartDate(model, stored.dateStart, new Set(['dateStart'])), JSON.stringify(body.dateStart)).toThrow();
      expect(normalizedWhenTyped(order, model, stored, ['dateStart'], 'update')).toEqual(model);
    }
  });
});

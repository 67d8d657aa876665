import { describe, expect, it } from 'vitest';
import { defineEntity, entityFields } from '../../src/domain/core/entity';
import { fieldShape, samplesByShape } from './field-kind-samples';

const first = defineEntity({
  name: 'sampleFirst',
  area: 'reference',
  path: 'samples/first/',
  table: 'sample_first',
  display: 'name',
  fields: {
    name: { kind: 'string', required: true },
    note: { kind: 'string', required: true },
    amount: { kind: 'money' },
    email: { kind: 'string', rules: ['email'] },
  },
});
const second = defineEntity({
  name: 'sampleSecond',
  area: 'reference',
  path: 'samples/second/',
  table: 'sample_second',
  display: 'title',
  fields: {
    title: { kind: 'string', required: true },
    count: { kind: 'int' },
    amount: { kind: 'money' },
  },
});

describe('samplesByShape', () => {
  it('takes the first field of each shape, so more entities of known shapes add nothing', () => {
    const samples = samplesByShape([first, second], entityFields);
    expect(samples.map((s) => `${s.entity.name}.${s.name}`)).toEqual(['sampleFirst.name', 'sampleFirst.amount', 'sampleFirst.email', 'sampleSecond.count']);
    const copies = Array.from({ length: 30 }, () => second);
    expect(samplesByShape([first, second, ...copies], entityFields)).toHaveLength(4);
  });

  it('looks first through the preferred entities', () => {
    const samples = samplesByShape([first, second], entityFields, (entity) => entity === second);
    expect(samples.map((s) => `${s.entity.name}.${s.name}`)).toEqual(['sampleSecond.title', 'sampleSecond.count', 'sampleSecond.amount', 'sampleFirst.email']);
  });

  it('tells shapes apart by what changes validation or SQL', () => {
    expect(fieldShape({ kind: 'string' })).toBe('string');
    expect(fieldShape({ kind: 'string', rules: ['url', 'email'], unique: 'Taken', required: true })).toBe('string rules:email+url unique required');
    expect(fieldShape({ kind: 'reflist', ref: 'client', inverse: 'holding', virtual: true })).toBe('reflist virtual inverse');
    expect(fieldShape({ kind: 'money', computed: { sql: '{a} * 2' } })).toBe('money computed:sql');
  });
});

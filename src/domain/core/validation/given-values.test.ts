import { describe, expect, it } from 'vitest';
import { defineEntity } from '../entity';
import { givenValueErrors } from './given-values';

const probe = defineEntity({
  name: 'givenProbe',
  area: 'probe',
  path: 'given_probes/',
  table: 'given_probes',
  display: 'name',
  fields: {
    name: { kind: 'string', required: true, maxLength: 5 },
    price: { kind: 'money', rules: ['unsigned'] },
    state: { kind: 'enum', enum: 'contractStatus' },
    done: { kind: 'boolean', required: true },
  },
});

describe('givenValueErrors', () => {
  it('checks only the values given, each by its kind, limits and rules', () => {
    expect(givenValueErrors(probe, { price: 3, state: 'PENDING', done: false, createdBy: 'anything' })).toBeNull();
    expect(givenValueErrors(probe, {})).toBeNull();
    expect(givenValueErrors(probe, { name: ' ', price: -1, state: 'NOPE' })?.errors).toEqual({
      name: ['Required field'],
      price: ['The value must be a number not less than 0'],
      state: ['Choose one of the offered values'],
    });
  });

  it('names the limit it refused by its code', () => {
    expect(givenValueErrors(probe, { name: 'too long' })?.errorCodes).toEqual({ name: [{ code: 'values.maxLength', values: { maxLength: 5 } }] });
  });
});

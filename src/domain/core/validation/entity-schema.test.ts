import { describe, expect, it } from 'vitest';
import { blankModel } from '../entity';
import { client, legalEntity } from '../../counterparties/counterparties';
import { entitySchema, issuesToFieldErrors } from './entity-schema';

function errorsOf(entity: typeof legalEntity | typeof client, model: Record<string, unknown>) {
  const result = entitySchema(entity, 'create').safeParse({ ...blankModel(entity), ...model });
  return result.success ? {} : issuesToFieldErrors(result.error.issues);
}

describe('entity schema from declarations', () => {
  it('applies defaults: client type NA, legal entity country 129 and preset 2', () => {
    expect(blankModel(client).type).toBe('NA');
    expect(blankModel(legalEntity)).toMatchObject({ country: 129, billingInfoPreset: 2, legalForm: null });
  });
  it('reports every field at once: a wrong type in one field does not hide a missing one', () => {
    expect(errorsOf(client, { name: 42, type: 'NA' })).toEqual({ name: ['Invalid value'], user: ['Required field'] });
    expect(errorsOf(legalEntity, { fullname: 'Full', name: ['x'], legalForm: 'LEGAL', billingInfo: { inn: '123' } })).toEqual({
      name: ['Invalid value'],
      billingInfo: ['The tax number must have exactly 10 characters'],
    });
  });
  it('requires the declared fields and trims', () => {
    expect(errorsOf(client, { name: '  ' })).toMatchObject({ name: ['Required field'], user: ['Required field'] });
    const parsed = entitySchema(client, 'create').parse({ ...blankModel(client), name: '  Acme ', user: '7' });
    expect(parsed).toMatchObject({ name: 'Acme', user: 7 });
  });
  it('legal entity: phone required for PHYSIC abroad, INN rule on billingInfo.inn', () => {
    const base = { fullname: 'Full', name: 'Short' };
    expect(errorsOf(legalEntity, { ...base, legalForm: 'PHYSIC', country: 20 })).toMatchObject({
      phone: ['Required field'],
      billingInfo: ['Required field'],
    });
    expect(errorsOf(legalEntity, { ...base, legalForm: 'LEGAL', billingInfo: { inn: '123' } })).toEqual({
      billingInfo: ['The tax number must have exactly 10 characters'],
    });
    expect(errorsOf(legalEntity, { ...base, legalForm: 'IP', billingInfo: { inn: '1234567890' } })).toEqual({
      billingInfo: ['The tax number must have exactly 12 characters'],
    });
    expect(errorsOf(legalEntity, { ...base, legalForm: 'LEGAL', billingInfo: { inn: '1234567890' }, email: 'bad' })).toEqual({ email: ['Enter a valid email'] });
    expect(errorsOf(legalEntity, { ...base, legalForm: 'LEGAL', billingInfo: { inn: '1234567890' } })).toEqual({});
    // Required means required: no form, no default.
    expect(errorsOf(legalEntity, { ...base, billingInfo: { inn: '1234567890' } })).toMatchObject({ legalForm: ['Required field'] });
  });
});

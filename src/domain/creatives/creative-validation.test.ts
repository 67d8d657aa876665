/** The creative's cross-field rules (spec 1 §5) and its declared field rules through the shared schema. */
import { describe, expect, it } from 'vitest';
import { creative } from './';
import { entitySchema, issuesToFieldErrors } from '../core/validation/entity-schema';
import { creativeErrors, isRegistered, registeredElsewhere } from './creative-validation';

const valid = { marker: 'Kra1', erirId: 'cr-1', isForeign: false, typeAdCompany: 'CPM', distributionForm: 'Banner', text: null, kktu: [1], files: [], targetUrls: [], dspIdentifier: [], orders: [] };
const errorsOf = (model: Record<string, unknown>, mode: 'create' | 'update' = 'create') => {
  const result = entitySchema(creative, mode).safeParse({ ...valid, ...model });
  return result.success ? {} : issuesToFieldErrors(result.error.issues);
};

describe('creativeErrors', () => {
  it('asks the ERIR id of a registered domestic creative and refuses the marker as it', () => {
    expect(creativeErrors({ ...valid, erirId: null })).toEqual({ erirId: ['Required field'] });
    expect(creativeErrors({ ...valid, erirId: 'Kra1' })).toEqual({ erirId: ['ID Креатива не может совпадать с маркером!'] });
    expect(creativeErrors({ ...valid, marker: null, erirId: null })).toEqual({});
    expect(creativeErrors({ ...valid, marker: null, ordId: 'ord-5', erirId: null })).toEqual({ erirId: ['Required field'] });
    expect(creativeErrors({ ...valid, isForeign: true, erirId: 'Kra1' })).toEqual({});
    expect(isRegistered({ marker: ' ' })).toBe(false);
  });

  it('asks company type and form unless foreign, and text for the text forms', () => {
    expect(creativeErrors({ ...valid, typeAdCompany: null, distributionForm: null })).toEqual({ typeAdCompany: ['Required field'], distributionForm: ['Required field'] });
    expect(creativeErrors({ ...valid, isForeign: true, typeAdCompany: null, distributionForm: null })).toEqual({});
    expect(creativeErrors({ ...valid, distributionForm: 'TextGraphicBlock' })).toEqual({ text: ['Required field'] });
    expect(creativeErrors({ ...valid, distributionForm: 'TextBlock', text: 'Hi' })).toEqual({});
  });
});

describe('registeredElsewhere', () => {
  it('is a marker without our operator id', () => {
    expect(registeredElsewhere({ marker: 'Kra1', ordId: null })).toBe(true);
    expect(registeredElsewhere({ marker: 'Kra1', ordId: ' ' })).toBe(true);
    expect(registeredElsewhere({ marker: 'Kra1', ordId: 'cr-1' })).toBe(false);
    expect(registeredElsewhere({ marker: ' ', ordId: null })).toBe(false);
    expect(registeredElsewhere({})).toBe(false);
  });
});

describe('the creative schema (browser and server)', () => {
  it('applies the field rules: DSP ids, URLs, KKTU, "Other" only on update', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ dspIdentifier: ['a', ''] })).toEqual({ dspIdentifier: ['Required field'] });
    expect(errorsOf({ targetUrls: ['ftp://x'] })).toEqual({ targetUrls: ['Enter a valid URL starting with http:// or https://'] });
    expect(errorsOf({ kktu: [] })).toEqual({ kktu: ['At least one item is required'] });
    expect(errorsOf({ distributionForm: 'Other' })).toEqual({ distributionForm: ['Choose one of the offered values'] });
    expect(errorsOf({ distributionForm: 'Other' }, 'update')).toEqual({});
  });
});

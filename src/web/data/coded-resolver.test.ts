/**
 * Issue "Month close" #8: a value out of its range is refused under its field naming the limit
 * in the user's language and the field's own format, from the browser's check as from the
 * server's `errorCodes`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { contract } from '../../domain/sales/contracts';
import { entitySchema } from '../../domain/core/validation/entity-schema';
import { i18n } from '../app/i18n';
import { ApiError } from '../app/api-error';
import { fieldErrorText } from '../entity/editor/field-error-text';
import { codedResolver } from './coded-resolver';

const resolve = async (values: Record<string, unknown>) => {
  const resolver = codedResolver<Record<string, unknown>>(contract, entitySchema(contract, 'create'));
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>);
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, (error as { message?: string }).message]));
};

afterEach(() => i18n.changeLanguage('en'));

describe('coded field errors in the editor', () => {
  it('name the limit of a VAT percent, a price and a date in English and in Russian, in the field format', async () => {
    const values = { nds: 150, price: 1e13, date: '2100-01-01' };
    expect(await resolve(values)).toMatchObject({
      nds: 'Ensure this value is less than or equal to 100.00.',
      price: 'Ensure this value is less than or equal to 999,999,999,999.99.',
      date: 'Ensure this value is less than or equal to 12/31/2099.',
    });
    await i18n.changeLanguage('ru');
    const russian = await resolve(values);
    expect(russian.nds).toMatch(/^Значение должно быть не больше 100,00/);
    expect(russian.price).toMatch(/^Значение должно быть не больше 999\s999\s999\s999,99/);
    expect(russian.date).toMatch(/^Значение должно быть не больше 31\.12\.2099/);
  });

  it("word the server's errorCodes the same way", async () => {
    await i18n.changeLanguage('ru');
    const refused = new ApiError(400, 'invalid form data', { nds: ['Ensure this value is less than or equal to 100.'] }, { errorCodes: { nds: [{ code: 'values.max', values: { max: 100 } }] } });
    expect(refused.fieldErrorCodes).toEqual({ nds: { code: 'values.max', values: { max: 100 } } });
    expect(fieldErrorText(refused.fieldErrorCodes.nds, contract.fields.nds)).toMatch(/^Значение должно быть не больше 100,00/);
  });
});

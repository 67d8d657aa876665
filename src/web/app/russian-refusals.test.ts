/**
 * Every refusal code of the catalogues (src/domain/refusals), rendered in Russian the way the
 * browser renders it (i18next, the answer's values), with sample values: what a refusal names
 * that the catalogues know (a field, a field kind, an entity counted as holders, a list's unlink
 * parameter) must read in Russian, and no English word of the English catalogue may be left.
 * Values shown as given are data (ids, numbers, names), what the client typed (a filter, an
 * operator, a parameter's name) and an outside service's own text (`reason`).
 */
import { addressRanges } from '../../domain/domains/domain-check-refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../domain/core/entities';
import { entityFields } from '../../domain/core/entity';
import { fieldKinds, type FieldDef } from '../../domain/core/fields';
import { en, ru } from '../../domain/core/i18n';
import { holderCountKey } from '../../domain/core/rules/used-by';
import { messageVariables, type MessageValue, type MessageValues } from '../../domain/core/refusals/render-message';
import { refusalCodes } from '../../domain/core/refusals/refusal-codes';
import { salesTermsEn } from '../../domain/sales/sales-refusals';
import { translatedRefusal } from './api-error';
import { i18n } from './i18n';

/** Latin words of a text, camelCase and snake_case split, lower case. */
function latinWords(text: string): string[] {
  const runs = text.replace(/([a-z])([A-Z])/g, '$1 $2').match(/[A-Za-z]+/g) ?? [];
  return runs.map((word) => word.toLowerCase()).filter((word) => word.length > 1);
}

const englishWords = new Set(Object.values(en).flatMap(latinWords));

/**
 * The Russian catalogue's keys a rendering reaches through its values: a label or term nested by
 * the value (`$t(fields.{{field}})`), the count of each holder (`usedBy.order`).
 */
function reachedKeys(template: string, values: MessageValues): string[] {
  const nested = [...template.matchAll(/\$t\(([\w.]*)\{\{(\w+)\}\}\)/g)].map(([, prefix, name]) => `${prefix}${String(values[name])}`);
  const holders = typeof values.holders === 'object' ? Object.keys(values.holders).map((entity) => `${holderCountKey(entity)}_one`) : [];
  return [...nested, ...holders];
}

const mergeTerm = 'orders.merge.field.';
/** The fields an order merge compares (the refusal names one of them). */
const mergeFields = Object.keys(salesTermsEn).flatMap((key) => (key.startsWith(mergeTerm) ? [key.slice(mergeTerm.length)] : []));
const declaredFields = [...new Set(entities.flatMap((entity) => entityFields(entity).map(([name]) => name)))];
const unlinkParams = entities.flatMap((entity) => entityFields(entity).flatMap(([, field]) => (field as FieldDef & { unlinkParam?: string }).unlinkParam ?? []));
const holderCounts = [1, 3, 5].map((count) => Object.fromEntries(entities.filter((entity) => !entity.view).map((entity) => [entity.name, count])));


/** The sample values of a variable: every name the catalogues must know, else one plain value. */
function samplesOf(code: string, variable: string): MessageValue[] {
  switch (variable) {
    case 'field':
      return code === 'orders.merge.differs' ? mergeFields : declaredFields;
    case 'kind':
      return [...fieldKinds];
    case 'param':
      return unlinkParams;
    case 'holders':
      return holderCounts;
    case 'range':
      return code === 'domains.check.refusedAddress' ? [...addressRanges] : ['Z-17'];
    default:
      return ['Z-17'];
  }
}

/** Each variable through its samples, the others at their first. */
function sampleValues(code: string): MessageValues[] {
  const variables = messageVariables(en[code]);
  const first = Object.fromEntries(variables.map((name) => [name, samplesOf(code, name)[0]]));
  if (!variables.length) return [{}];
  return variables.flatMap((name) => samplesOf(code, name).map((sample) => ({ ...first, [name]: sample })));
}

beforeAll(() => i18n.changeLanguage('ru'));
afterAll(() => i18n.changeLanguage('en'));

describe('refusals in Russian', () => {
  it('render every code with every sample in Russian: each name from the Russian catalogue, no English word, no placeholder', () => {
    const english: string[] = [];
    for (const code of refusalCodes) {
      const template = ru[code];
      for (const values of sampleValues(code)) {
        const text = translatedRefusal({ code, values });
        const reached = reachedKeys(template, values);
        const missing = reached.filter((key) => !Object.hasOwn(ru, key));
        // Latin words the Russian catalogue writes itself (page_size, AdX, ID в CRM) stay.
        const own = new Set([template, ...reached.map((key) => ru[key] ?? '')].flatMap((entry) => latinWords(entry.replace(/\{\{\w+\}\}|\$t\([^)]*\)/g, ''))));
        const left = latinWords(text ?? '').filter((word) => englishWords.has(word) && !own.has(word));
        if (!text || missing.length || left.length || /\{\{|\$t\(/.test(text)) english.push(`${code} ${JSON.stringify(values).slice(0, 60)}: ${text} ${missing.join(' ')}`);
      }
    }
    expect(english).toEqual([]);
  });

  it('can fail: a name missing in Russian, or a value shown raw, is caught', () => {
    expect(reachedKeys(ru['entity.notLinked'], { param: 'noSuchEntity', value: 1 }).filter((key) => !Object.hasOwn(ru, key))).toEqual(['entities.noSuchEntity']);
    expect(latinWords('Запись не связана с legalEntity 5').filter((word) => englishWords.has(word))).toEqual(['legal', 'entity']);
  });
});

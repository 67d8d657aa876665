/**
 * The reference data a fresh database is seeded with (issue 2 §6), named in the company's
 * language (`COMPANY_LANGUAGE`, issue 24): a Russian company's acts print its own billing
 * organisation's name as the executor, not an English placeholder. Admins rename them later;
 * the seed writes a table only while it is empty.
 */
import type { CompanyLanguage } from '../config';
import { adxDepartmentId, adxOrganisationId } from '../../domain/sales/adx';

type Named = Record<CompanyLanguage, string>;

const departments: Array<[number, Named, boolean]> = [
  [1, { en: 'Sales', ru: 'Продажи' }, false],
  [2, { en: 'Programmatic', ru: 'Программатик' }, false],
  [3, { en: 'Publishers', ru: 'Площадки' }, false],
  [4, { en: 'Finance', ru: 'Финансы' }, false],
  [adxDepartmentId, { en: 'AdX', ru: 'AdX' }, true],
];

const countries: Array<[number, Named, string]> = [
  [129, { en: 'Russia', ru: 'Россия' }, 'RU'],
  [20, { en: 'Belarus', ru: 'Беларусь' }, 'BY'],
  [11, { en: 'Armenia', ru: 'Армения' }, 'AM'],
  [80, { en: 'Kazakhstan', ru: 'Казахстан' }, 'KZ'],
  [84, { en: 'Kyrgyzstan', ru: 'Киргизия' }, 'KG'],
  [15, { en: 'Azerbaijan', ru: 'Азербайджан' }, 'AZ'],
  [170, { en: 'Poland', ru: 'Польша' }, 'PL'],
  [188, { en: 'Ukraine', ru: 'Украина' }, 'UA'],
  [196, { en: 'Uzbekistan', ru: 'Узбекистан' }, 'UZ'],
  [65, { en: 'Germany', ru: 'Германия' }, 'DE'],
  [229, { en: 'United States', ru: 'США' }, 'US'],
  [43, { en: 'China', ru: 'Китай' }, 'CN'],
  [220, { en: 'Turkey', ru: 'Турция' }, 'TR'],
  [225, { en: 'United Arab Emirates', ru: 'ОАЭ' }, 'AE'],
  [62, { en: 'Georgia', ru: 'Грузия' }, 'GE'],
];

const organisations: Array<[number, Named, boolean]> = [
  [1, { en: 'Main billing organisation', ru: 'Основная организация-продавец' }, false],
  [2, { en: 'Second billing organisation', ru: 'Вторая организация-продавец' }, false],
  [3, { en: 'Foreign billing organisation', ru: 'Иностранная организация-продавец' }, false],
  [4, { en: 'Publisher billing organisation', ru: 'Организация-продавец для площадок' }, false],
  [adxOrganisationId, { en: 'Ad exchange organisation', ru: 'Организация рекламной биржи' }, true],
];

const presets: Array<[number, Named, string[]]> = [
  [1, { en: 'Foreign company', ru: 'Иностранная компания' }, ['inn', 'registrationNumber', 'bankName', 'swift', 'iban']],
  [2, { en: 'Russian organisation', ru: 'Российская организация' }, ['inn', 'kpp', 'ogrn', 'okpo', 'bankName', 'bik', 'checkingAccount', 'correspondentAccount']],
  [3, { en: 'Russian individual entrepreneur', ru: 'Индивидуальный предприниматель (РФ)' }, ['inn', 'ogrn', 'okpo', 'bankName', 'bik', 'checkingAccount', 'correspondentAccount']],
];

import type { SeededTable } from '../app-module';

/** The seeded reference tables with their rows, names in the company's language. */
export function seededReference(language: CompanyLanguage): SeededTable[] {
  const named = <T extends [number, Named, unknown]>(rows: T[]) => rows.map(([id, name, rest]) => [id, name[language], rest]);
  return [
    { table: 'departments', columns: ['id', 'name', 'is_adx'], rows: named(departments) },
    { table: 'countries', columns: ['id', 'name', 'code'], rows: named(countries) },
    { table: 'organisations', columns: ['id', 'name', 'is_adx'], rows: named(organisations) },
    { table: 'billing_info_presets', columns: ['id', 'name', 'field_names'], rows: named(presets) },
    { table: 'bt_urls', columns: ['id', 'urls'], rows: [[1, []]] },
  ];
}

/**
 * DaData suggestion samples in the documented shape of `findById/party` and `findById/bank`
 * (one suggestion each; answers wrap them as `{ suggestions: [...] }`), shared by the unit,
 * server and e2e tests. A test that changes one copies it first (structuredClone or spread).
 */

/** A LEGAL entity with every field the import reads. */
export const legalParty = {
  value: 'ПАО СБЕРБАНК',
  unrestricted_value: 'ПАО СБЕРБАНК',
  data: {
    type: 'LEGAL',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    okpo: '00032537',
    opf: { code: '12247', full: 'Публичное акционерное общество', short: 'ПАО' },
    name: {
      full_with_opf: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
      short_with_opf: 'ПАО СБЕРБАНК',
      full: 'СБЕРБАНК РОССИИ',
      short: 'СБЕРБАНК',
    },
    management: { name: 'Греф Герман Оскарович', post: 'ПРЕЗИДЕНТ, ПРЕДСЕДАТЕЛЬ ПРАВЛЕНИЯ' },
    address: {
      value: 'г Москва, ул Вавилова, д 19',
      unrestricted_value: '117312, г Москва, р-н Академический, ул Вавилова, д 19',
      data: { source: '117997, ГОРОД МОСКВА, УЛИЦА ВАВИЛОВА, 19', country_iso_code: 'RU' },
    },
  },
};

/** An INDIVIDUAL (sole trader): no KPP, no management, no address source. */
export const individualParty = {
  value: 'ИП Иванов Иван Иванович',
  unrestricted_value: 'ИП Иванов Иван Иванович',
  data: {
    type: 'INDIVIDUAL',
    inn: '784806113663',
    kpp: null,
    ogrn: '304780000000000',
    okpo: '0123456789',
    opf: { code: '50102', full: 'Индивидуальный предприниматель', short: 'ИП' },
    name: {
      full_with_opf: 'Индивидуальный предприниматель Иванов Иван Иванович',
      short_with_opf: 'ИП Иванов Иван Иванович',
      full: 'Иванов Иван Иванович',
      short: null,
    },
    management: null,
    address: {
      value: 'г Санкт-Петербург',
      unrestricted_value: '190000, г Санкт-Петербург',
      data: { source: null, country_iso_code: 'RU' },
    },
  },
};

/** A bank with every documented field. */
export const bank = {
  value: 'ПАО Сбербанк',
  unrestricted_value: 'ПАО Сбербанк',
  data: {
    bic: '044525225',
    swift: 'SABRRUMM',
    inn: '7707083893',
    kpp: '773601001',
    correspondent_account: '30101810400000000225',
    name: { payment: 'ПАО СБЕРБАНК', full: null, short: 'СБЕРБАНК РОССИИ' },
  },
};

/** A LEGAL entity with only the fields the import reads (the server and e2e import tests). */
export const shortLegalParty = {
  value: 'ООО "РОГА И КОПЫТА"',
  data: {
    type: 'LEGAL',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    okpo: '00032537',
    name: { full_with_opf: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОГА И КОПЫТА"', short_with_opf: 'ООО "РОГА И КОПЫТА"', full: 'РОГА И КОПЫТА' },
    management: { name: 'Бендер Остап Ибрагимович' },
    address: { value: 'г Москва', unrestricted_value: '101000, г Москва', data: { source: '101000, МОСКВА', country_iso_code: 'RU' } },
    opf: { short: 'ООО' },
  },
};

/** A bank with only the fields the import reads. */
export const shortBank = { value: 'ПАО СБЕРБАНК', data: { bic: '044525225', correspondent_account: '30101810400000000225', name: { payment: 'ПАО СБЕРБАНК' } } };

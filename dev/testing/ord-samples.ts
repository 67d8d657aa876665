/** Records the registry-operator tests send: one of each kind, as the registry area will fill them. */
import type {
  ContractRecord,
  LegalEntityRecord,
  OrdActInput,
  OrdCreativeInput,
  OrdMediaInput,
  OrdPartyInput,
  OrdPlatformInput,
  OrdPlatformShows,
  OrdStatisticInput,
  OriginalContractRecord,
} from '../../src/server/integrations/ord/records';

export const advertiserEntity: LegalEntityRecord = {
  id: 17,
  name: 'Ромашка',
  fullname: 'ООО «Ромашка»',
  legalForm: 'LEGAL',
  phone: null,
  web: 'https://romashka.example',
  billingAddress: 'Москва, ул. Ленина, 1',
  country: 129,
  billingInfo: { inn: '7701234567', kpp: '770101001', ogrn: '1027700000000' },
};

export const advertiser: OrdPartyInput = { kind: 'legalEntity', record: advertiserEntity, roles: ['advertiser'] };

export const soleProprietor: OrdPartyInput = {
  kind: 'legalEntity',
  record: { ...advertiserEntity, id: 18, name: 'ИП Петров', fullname: 'Индивидуальный предприниматель Петров П. П.', legalForm: 'IP', web: null, billingInfo: { inn: '770123456789', ogrn: '304770000000000' } },
  roles: ['advertiser'],
};

export const foreignPerson: OrdPartyInput = {
  kind: 'legalEntity',
  record: { ...advertiserEntity, id: 19, name: 'John Smith', fullname: 'John Smith', legalForm: 'PHYSIC', phone: '+1 212 555-0100', web: null, country: 3, billingInfo: { inn: 'US-123456789' } },
  roles: ['advertiser'],
  oksmCountryCode: '840',
};

export const ourOrganisation: OrdPartyInput = { kind: 'organisation', record: { id: 1, name: 'ООО «Медиа»', inn: '7709876543' }, roles: ['agency'] };

export const serviceContract: ContractRecord = {
  id: 5,
  organisation: 1,
  legalEntity: 17,
  number: 'Д-5/2025',
  date: '2025-01-15',
  type: 'SERVICE',
  intermediaryType: null,
  subject: 'ORG_DISTRIBUTION',
  parentContract: null,
  price: 150000.5,
  ndsIncluded: true,
};

export const intermediaryOriginal: OriginalContractRecord = {
  id: 9,
  number: 'ИД-9',
  date: '2025-01-10',
  client: 18,
  customer: 17,
  type: 'INTERMEDIARY',
  intermediaryType: 'CONTRACTS',
  subject: 'MEDIATION',
  parentContractId: null,
  price: 1000,
  ndsIncluded: false,
};

export const platform: OrdPlatformInput = { id: 4, name: 'news.example', owner: { kind: 'organisation', id: 1 }, isOwner: true };

export const creative: OrdCreativeInput = {
  id: 3,
  name: 'Весенняя распродажа',
  originalContractIds: [9],
  typeAdCompany: 'CPM',
  distributionForm: 'TextGraphicBlock',
  text: 'Скидки до 50%',
  kktuCodes: ['30.15.1', '30.15.1'],
  targetUrls: ['https://romashka.example/sale'],
  media: [],
};

/** A banner with one archive, uploaded before it (Ozon's file id as the operator's). */
export const banner: OrdCreativeInput = { ...creative, id: 11, distributionForm: 'Banner', text: null, media: [{ fileId: 21, ordId: 'oz-file-21' }] };

export const bannerArchive: OrdMediaInput = { id: 21, name: 'banner.zip', contentType: 'application/zip', size: 30, data: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26, 0)]) };

export const januaryShows: OrdPlatformShows = {
  platformId: 4,
  impressions: 120000,
  paidImpressions: 100000,
  amount: { withoutVat: 25000, vatRate: 20 },
  unitPrice: 250,
  payType: 'CPM',
  plannedStart: '2025-01-01',
  plannedEnd: '2025-01-31',
  actualStart: '2025-01-03',
  actualEnd: '2025-01-30',
};

export const act: OrdActInput = {
  id: 8,
  contractId: 5,
  number: 'А-8',
  date: '2025-01-31',
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
  amount: { withoutVat: 25000, vatRate: 20 },
  commission: null,
  clientRole: 'advertiser',
  contractorRole: 'agency',
  items: [{ originalContractId: 9, amount: { withoutVat: 25000, vatRate: 20 }, creatives: [{ creativeId: 3, platforms: [januaryShows] }] }],
};

export const statistics: OrdStatisticInput[] = [
  { ...januaryShows, id: 31, creativeId: 3 },
  { ...januaryShows, id: 32, creativeId: 3, platformId: 6, plannedStart: '2025-02-01', plannedEnd: '2025-02-28', actualStart: '2025-02-01', actualEnd: '2025-02-27' },
  { ...januaryShows, id: 33, creativeId: 7, amount: { withoutVat: 99.995, vatRate: null } },
];

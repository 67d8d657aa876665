/** A loaded order as the documents job passes it to the models, for the models' tests. */
import type { OrderDocumentInput, ProductInput } from './document-input';

export function product(extra: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Баннер 240x400',
    place: 'news.example',
    formatName: 'Banner 240x400',
    type: 'CLICKS',
    price: 10,
    amount: 100,
    discount: 0,
    discountType: 'PERCENTS',
    ndsCalculation: 'ACCRUE',
    sumWithoutNds: 1000,
    sumWithNds: 1200,
    ...extra,
  };
}

export function documentInput(extra: Partial<OrderDocumentInput> = {}): OrderDocumentInput {
  return {
    order: {
      id: 1,
      number: '2026-00012',
      name: 'Весенняя кампания',
      dateStart: '2026-02-03',
      dateEnd: '2026-02-20',
      dateReport: '2026-02-01',
      currency: 'RUB',
      nds: 20,
      attachmentNumber: null,
      additionalContractDate: null,
      postponeDays: null,
    },
    products: [product()],
    contract: { number: 'C-1', date: '2026-01-10', nds: 20, postponeDays: 30, price: 0, subject: 'REPRESENTATION' },
    seller: {
      name: 'Main',
      fullName: 'ООО «Медиа Продажи»',
      inn: '7700000001',
      kpp: '770001001',
      ogrn: '1027700000001',
      address: 'Москва, ул. Тверская, 1',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      swift: null,
      checkingAccount: '40702810000000000001',
      correspondentAccount: '30101810400000000225',
      director: 'Иванов И. И.',
      accountant: 'Петрова П. П.',
    },
    buyer: {
      name: 'Acme',
      fullname: 'ООО «Акме»',
      billingAddress: 'Санкт-Петербург, Невский пр., 2',
      address: null,
      ceoName: 'Сидоров С. С.',
      billingInfo: { inn: '7701234567', kpp: '780101001', bankName: 'АО Банк', bik: '044030001', checkingAccount: '40702810900000000002' },
    },
    ...extra,
  };
}

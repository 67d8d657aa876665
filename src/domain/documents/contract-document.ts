/**
 * The contract itself as a document (GET contracts/{id}/docs/contract/): number and date, the
 * parties, the subject, price, VAT and payment terms, and both parties' requisites and signers.
 */
import type { BuyerInput, ContractInput, SellerInput } from './document-input';
import type { RenderedDocument } from './document-blocks';
import { buyerParty, sellerParty } from './parties';
import { printedDate, printedMoney } from './printed-values';

const subjects: Record<string, string> = {
  REPRESENTATION: 'оказание услуг по размещению рекламных материалов Заказчика в сети Интернет',
  MEDIATION: 'посреднические услуги по размещению рекламы',
  ORG_DISTRIBUTION: 'организация распространения рекламы',
};

export function contractDocument(contract: ContractInput, seller: SellerInput, buyer: BuyerInput): RenderedDocument {
  const sellerDetails = sellerParty(seller, 'Исполнитель', 'ru');
  const buyerDetails = buyerParty(buyer, 'Заказчик', 'ru');
  const title = `Договор № ${contract.number ?? 'б/н'} от ${printedDate(contract.date)}`;
  const nds = contract.nds ?? 20;
  const clauses = [
    `${sellerDetails.name}, именуемое в дальнейшем «Исполнитель», в лице ${seller.director ?? 'руководителя'}, с одной стороны, и ${buyerDetails.name}, именуемое в дальнейшем «Заказчик», в лице ${buyer.ceoName ?? 'руководителя'}, с другой стороны, заключили настоящий договор о нижеследующем.`,
    `1. Предмет договора: ${subjects[contract.subject ?? ''] ?? subjects.REPRESENTATION}. Объём, сроки и стоимость услуг согласуются в Приложениях к договору.`,
    `2. Цена договора: ${contract.price ? `${printedMoney(contract.price)} руб.` : 'определяется Приложениями к договору'}; НДС ${nds === 0 ? 'не облагается' : `${nds}%`}.`,
    `3. Заказчик оплачивает услуги в течение ${contract.postponeDays ?? 0} календарных дней с даты подписания акта об оказании услуг.`,
    '4. Оказание услуг подтверждается актом об оказании услуг, составляемым по итогам каждого отчётного месяца.',
    '5. Договор вступает в силу с даты подписания и действует до полного исполнения сторонами обязательств.',
  ];
  return {
    title,
    landscape: false,
    signed: false,
    blocks: [
      { kind: 'heading', text: title, level: 1 },
      ...clauses.map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'heading', text: 'Реквизиты и подписи сторон', level: 2 },
      { kind: 'parties', parties: [sellerDetails, buyerDetails] },
      {
        kind: 'signatures',
        signers: [
          { party: 'seller', title: 'От Исполнителя', name: seller.director ?? '' },
          { party: 'buyer', title: 'От Заказчика', name: buyer.ceoName ?? '' },
        ],
      },
    ],
  };
}

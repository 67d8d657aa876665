/**
 * What a document is made from: an order with its products, contract, billing organisation
 * (the seller) and legal entity (the buyer), as the documents job loads them. Money arrives as
 * the stored values (numbers with at most 2 decimals).
 */
export interface SellerInput {
  name: string;
  fullName: string | null;
  inn: string | null;
  kpp: string | null;
  ogrn: string | null;
  address: string | null;
  bankName: string | null;
  bik: string | null;
  swift: string | null;
  checkingAccount: string | null;
  correspondentAccount: string | null;
  director: string | null;
  accountant: string | null;
}

export interface BuyerInput {
  name: string;
  fullname: string | null;
  billingAddress: string | null;
  address: string | null;
  ceoName: string | null;
  /** Keys of the legal entity's billing-info preset: inn, kpp, ogrn, bankName, bik, checkingAccount… */
  billingInfo: Record<string, unknown> | null;
}

export interface ContractInput {
  number: string | null;
  date: string;
  nds: number | null;
  postponeDays: number | null;
  price: number | null;
  subject: string | null;
}

export interface ProductInput {
  name: string;
  place: string | null;
  formatName: string | null;
  type: string | null;
  price: number | null;
  amount: number | null;
  discount: number | null;
  discountType: string | null;
  ndsCalculation: string | null;
  sumWithoutNds: number | null;
  sumWithNds: number | null;
}

export interface OrderInput {
  id: number;
  number: string;
  name: string;
  dateStart: string;
  dateEnd: string;
  dateReport: string;
  currency: string | null;
  nds: number | null;
  attachmentNumber: string | null;
  additionalContractDate: string | null;
  postponeDays: number | null;
}

export interface OrderDocumentInput {
  order: OrderInput;
  products: ProductInput[];
  contract: ContractInput;
  seller: SellerInput;
  buyer: BuyerInput;
}

export interface PaymentInput {
  date: string;
  number: string | null;
  sum: number;
}

/**
 * Every enumeration named by spec 2 §7.1, served as `GET /api/frontend/enums/`.
 * Values the specifications give are used verbatim; where they give none, the choice is
 * documented in docs/decisions.md. `t` is the English text; the web app translates
 * `enums.<name>.<v>` when a translation exists.
 */
export interface EnumItem {
  v: string;
  t: string;
}

function items(pairs: ReadonlyArray<readonly [string, string]>): EnumItem[] {
  return pairs.map(([v, t]) => ({ v, t }));
}

export const enums = {
  availabilityDomain: items([
    ['NOT_AVAILABLE', 'Not available'],
    ['AVAILABLE', 'Available'],
    ['CAPTCHA', 'Captcha'],
    ['INAPPROPRIATE', 'Inappropriate'],
    ['PROXY_ONLY', 'Proxy only'],
    ['NO_PROXY_ONLY', 'No proxy only'],
  ]),
  clientType: items([
    ['NA', 'N/A'],
    ['DIRECT', 'Direct'],
    ['AGENCY', 'Agency'],
  ]),
  contractStatus: items([
    ['PENDING', 'Under negotiation'],
    ['SENT', 'Sent'],
    ['SIGNED', 'Signed'],
  ]),
  domainStatus: items([
    ['NO_CHECKED', 'Not checked'],
    ['MODERATED', 'Moderated'],
    ['CHECKED', 'Checked'],
  ]),
  domainAudienceSex: items([
    ['MALE', 'Male'],
    ['FEMALE', 'Female'],
    ['MIXED', 'Mixed'],
  ]),
  erir: items([
    ['OTM', 'OTM'],
    ['OZON', 'OZON'],
    ['VK', 'VK'],
  ]),
  erirStatus: items([
    ['NOT_SENT', 'Not sent'],
    ['SENT', 'Sent'],
    ['ERROR', 'Error'],
  ]),
  registryState: items([
    ['queued', 'Queued'],
    ['sent', 'Sent'],
    ['processing', 'Processing'],
    ['verified', 'Verified'],
    ['rejected', 'Rejected'],
    ['failed', 'Failed'],
  ]),
  formatWL: items([
    ['BANNER', 'Banner'],
    ['VIDEO', 'Video'],
    ['INSTREAM', 'Instream'],
    ['NATIVE', 'Native'],
  ]),
  goal: items([
    ['IMPRESSIONS', 'Impressions'],
    ['CLICKS', 'Clicks'],
    ['VIEWS', 'Views'],
    ['ACTIONS', 'Actions'],
  ]),
  contractSubject: items([
    ['REPRESENTATION', 'Representation'],
    ['MEDIATION', 'Intermediation'],
    ['ORG_DISTRIBUTION', 'Organize ad distribution'],
  ]),
  legalForm: items([
    ['LEGAL', 'Legal entity'],
    ['IP', 'Individual entrepreneur'],
    ['PHYSIC', 'Physical person'],
    ['INDIVIDUAL', 'Individual'],
  ]),
  // Spec 1 §3: the ownership forms of a legal entity, by their Russian abbreviations.
  ownershipForm: items([
    ['OOO', 'OOO'],
    ['IP', 'IP'],
    ['AO', 'AO'],
    ['ZAO', 'ZAO'],
    ['ANO', 'ANO'],
    ['TOO', 'TOO'],
  ]),
  license: items([
    ['LICENSED', 'Licensed'],
    ['NOT_LICENSED', 'Not licensed'],
    ['UNKNOWN', 'Unknown'],
  ]),
  metric: items([
    ['CPM', 'CPM'],
    ['CPC', 'CPC'],
    ['CPV', 'CPV'],
    ['CPA', 'CPA'],
    ['OTHER', 'Other'],
  ]),
  ndsCalculation: items([
    ['ACCRUE', 'Charge'],
    ['HIGHLIGHT', 'Highlight'],
  ]),
  orderStatus: items([
    ['PREPARED', 'Prepared'],
    ['IN_WORK', 'In work'],
    ['COMPLETED', 'Completed'],
    ['CANCELED', 'Canceled'],
    ['THIRD_PARTY', 'Third party'],
  ]),
  paymentStatus: items([
    ['NOT_PAID', 'Not paid'],
    ['PARTIALLY_PAID', 'Partially paid'],
    ['PAID', 'Paid'],
  ]),
  panelStatus: items([
    ['ACTIVE', 'Active'],
    ['INACTIVE', 'Inactive'],
    ['BLOCKED', 'Blocked'],
  ]),
  publisherType: items([
    ['REGULAR', 'Regular'],
    ['PANEL', 'Panel'],
    ['SSP', 'SSP'],
    ['NON_MEDIA', 'Non-media'],
  ]),
  placementType: items([
    ['MEDIA', 'Media'],
    ['PROGRAMMATIC', 'Programmatic'],
    ['OTHER', 'Other'],
  ]),
  productType: items([
    ['CLICKS', 'Clicks'],
    ['IMPRESSIONS', '1000 impressions'],
    ['VIEWS', 'Views'],
    ['INSTALLS', 'Installs'],
    ['ITEMS', 'Items'],
  ]),
  productFormat: items([
    ['BANNER', 'Banner'],
    ['VIDEO', 'Video'],
    ['NATIVE', 'Native'],
    ['AUDIO', 'Audio'],
    ['OTHER', 'Other'],
  ]),
  promptType: items([
    ['AUDIENCE', 'Audience'],
    ['THEMATIC', 'Thematic'],
  ]),
  psspInvoiceSignStatus: items([
    ['NO_ORIGIN', 'No original'],
    ['COMPARATION_SENT', 'Collation sent'],
    ['COMPARATION_OK', 'Collation OK'],
    ['SCAN_RECIEVED', 'Scan received'],
    ['ORIGIN_RECIEVED', 'Original received'],
    ['SIGNED_EDO', 'Signed in EDO'],
  ]),
  /** A requested export's state (spec 2 §4 "Export job states"). */
  exportState: items([
    ['queued', 'Queued'],
    ['running', 'Running'],
    ['success', 'Success'],
    ['error', 'Error'],
    ['failed', 'Failed'],
    ['no_access', 'No access'],
  ]),
  /** How a discount or commission is given: a percent or an amount in roubles (spec 1 §3). */
  amountType: items([
    ['PERCENTS', '%'],
    ['RUB', 'RUB'],
  ]),
  productBuyType: items([
    ['IMHO', 'IMHO'],
    ['DIRECT', 'Direct'],
  ]),
  streamFormat: items([
    ['INSTREAM', 'Instream'],
    ['OUTSTREAM', 'Outstream'],
    ['INPAGE', 'In-page'],
  ]),
  contractType: items([
    ['SERVICE', 'Service'],
    ['INTERMEDIARY', 'Intermediary'],
    ['ADDITIONAL', 'Additional'],
    ['OTHER', 'Other'],
  ]),
  contractIType: items([
    ['COMMERCIAL', 'Commercial'],
    ['CONTRACTS', 'Contracts'],
    ['ADVERTISING', 'Advertising'],
  ]),
  locale: items([
    ['en', 'English'],
    ['ru', 'Русский'],
  ]),
  userRole: items([
    ['ADMIN', 'Admin'],
    ['MANAGER', 'Manager'],
    ['USER', 'User'],
  ]),
  actSentStatus: items([
    ['ALL_SENT', 'All sent'],
    ['NO_SENT', 'Not sent'],
    ['PARTIAL_SENT', 'Partially sent'],
  ]),
  orderDocxDocuments: items([
    ['ACT', 'Act'],
    ['ACT_SIGNED', 'Act (signed)'],
    ['ATTACHMENT', 'Attachment'],
    ['ATTACHMENT_SIGNED', 'Attachment (signed)'],
    ['INVOICE', 'Invoice'],
    ['INVOICE_SIGNED', 'Invoice (signed)'],
    ['UPD', 'UPD'],
    ['UPD_SIGNED', 'UPD (signed)'],
    ['POLAND_INVOICE', 'Poland invoice'],
    ['POLAND_INVOICE_SIGNED', 'Poland invoice (signed)'],
    ['FACTURA', 'Factura'],
    ['FACTURA_SIGNED', 'Factura (signed)'],
  ]),
  orderXlsxDocuments: items([['COLLATION', 'Collation']]),
  currencies: items([
    ['RUB', 'RUB'],
    ['EUR', 'EUR'],
    ['PLN', 'PLN'],
    ['UAH', 'UAH'],
    ['USD', 'USD'],
  ]),
  typesAdCompany: items([
    ['CPM', 'CPM'],
    ['CPC', 'CPC'],
    ['CPA', 'CPA'],
    ['OTHER', 'Other'],
  ]),
  advertisingDistributionForm: items([
    ['Banner', 'Banner'],
    ['TextBlock', 'Text block'],
    ['TextGraphicBlock', 'Text and graphic block'],
    ['Video', 'Video'],
    ['LiveVideo', 'Live video'],
    ['AudioRecord', 'Audio record'],
    ['LiveAudio', 'Live audio'],
    ['Other', 'Other'],
  ]),
} as const satisfies Record<string, EnumItem[]>;

export type EnumName = keyof typeof enums;

export function enumValues(name: EnumName): string[] {
  return enums[name].map((item) => item.v);
}

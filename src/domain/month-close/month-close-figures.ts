/**
 * What the Month close screen counts for a month: each figure is a list of the application (an
 * entity and its list filters, beside the month's `date__btw`) with its row count and the sums of
 * the list's own footer totals, so every number equals what that list shows for the same filters
 * (and the screen links each figure to that list).
 */
export interface MonthFigure {
  /** Stable key of the figure (its label is `monthClose.figures.<key>`). */
  key: string;
  /** The entity whose list is counted. */
  entity: string;
  /** The list's path under /api/ (and the web table it opens). */
  path: string;
  /** List filters beside the month. */
  filters: Readonly<Record<string, string>>;
  /** Summary fields of the list shown beside the count. */
  sums: readonly string[];
}

/** A section's acts in the registry: the acts not actual there, grouped by why the last send did not send them. */
export interface MonthRegistry {
  /** Figure key of the section's acts. */
  acts: string;
  /** Figure key of the section's acts not actual in the registry. */
  notRegistered: string;
  /** Task key of the send (its last run for the month gives the reasons). */
  send: string;
}

export interface MonthSection {
  key: 'publishers' | 'dsps' | 'dmps' | 'orderActs' | 'statistics';
  figures: readonly MonthFigure[];
  registry?: MonthRegistry;
  /** Task keys (the task centre's names) whose last run for the month the section shows. */
  runs?: readonly string[];
}

const figure = (key: string, entity: string, path: string, sums: readonly string[], filters: Record<string, string> = {}): MonthFigure => ({ key, entity, path, filters, sums });

const invoiceFigures = (prefix: string, entity: string, path: string): MonthFigure[] => [
  figure(`${prefix}Invoices`, entity, path, ['amountWithNds', 'paymentAmount']),
  figure(`${prefix}InvoicesPaid`, entity, path, ['amountWithNds'], { paymentStatus: 'PAID' }),
  figure(`${prefix}InvoicesPartlyPaid`, entity, path, ['amountWithNds', 'paymentAmount'], { paymentStatus: 'PARTIALLY_PAID' }),
  figure(`${prefix}InvoicesNotPaid`, entity, path, ['amountWithNds'], { paymentStatus: 'NOT_PAID' }),
  figure(`${prefix}InvoicesWithoutActs`, entity, path, ['amountWithNds'], { actSum: '0' }),
];

const actFigures = (prefix: string, entity: string, path: string): MonthFigure[] => [
  figure(`${prefix}Acts`, entity, path, ['sum']),
  figure(`${prefix}ActsRegistered`, entity, path, ['sum'], { isUpdated: 'true' }),
  figure(`${prefix}ActsNotRegistered`, entity, path, ['sum'], { isUpdated: 'false' }),
];

const registryOf = (prefix: string) => ({ registry: { acts: `${prefix}Acts`, notRegistered: `${prefix}ActsNotRegistered`, send: `${prefix}Acts.send` }, runs: [`${prefix}Acts.send`] });

export const monthSections: readonly MonthSection[] = [
  {
    key: 'publishers',
    figures: [...invoiceFigures('publisher', 'publisherInvoice', 'publishers/invoices/'), ...actFigures('publisher', 'publisherAct', 'erir/publisher/acts/')],
    ...registryOf('publisher'),
  },
  {
    key: 'dsps',
    figures: [
      ...invoiceFigures('dsp', 'dspInvoice', 'dsp/invoice/'),
      figure('dspInvoicesStatedAbove', 'dspInvoice', 'dsp/invoice/', ['dspAmount', 'originalAmount', 'diff'], { diff__lt: '0' }),
      figure('dspInvoicesStatedBelow', 'dspInvoice', 'dsp/invoice/', ['dspAmount', 'originalAmount', 'diff'], { diff__gt: '0' }),
      ...actFigures('dsp', 'dspAct', 'erir/dsp/acts/'),
    ],
    ...registryOf('dsp'),
  },
  { key: 'dmps', figures: [figure('dmpExports', 'dmpExport', 'dmp/exports/', ['sspBudget', 'dmpBudget'])] },
  { key: 'orderActs', figures: [...actFigures('erir', 'erirAct', 'erir/')], ...registryOf('erir') },
  { key: 'statistics', figures: [figure('erirStatistics', 'erirStatistic', 'estats/', ['volume'])], runs: ['erirStatistics.build', 'erirStatistics.save'] },
];

export const monthFigures: readonly MonthFigure[] = monthSections.flatMap((section) => section.figures);

/** The list query of a figure for the month starting `month` (YYYY-MM-01) and ending before `next`. */
export const figureQuery = (figure: MonthFigure, month: string, next: string): Record<string, string> => ({ date__btw: `${month},${next}`, ...figure.filters });

/** The invoices a buying-act generation acts on: one act per counterparty, the first invoice of the month when it has several. */
import type { ActInvoice } from './buying-act-generation';

/** A row of a generation's invoice query, ordered by counterparty, then invoice. */
export interface InvoiceRow {
  contract: unknown;
  erirApi: string | null;
  actNumber: string | null;
  /** A json list of owners: PGlite and node-postgres parse it; a text answer is parsed here. */
  owners: unknown;
}

export function firstInvoices<R extends InvoiceRow>(
  rows: readonly R[],
  counterpartyOf: (row: R) => number | string,
  figures: (row: R) => Pick<ActInvoice, 'sum' | 'unmarked' | 'extra'>,
): ActInvoice[] {
  const seen = new Set<number | string>();
  const invoices: ActInvoice[] = [];
  for (const row of rows) {
    const counterparty = counterpartyOf(row);
    if (seen.has(counterparty)) continue;
    seen.add(counterparty);
    const { sum, unmarked, extra } = figures(row);
    invoices.push({
      counterparty,
      contract: row.contract === null ? null : Number(row.contract),
      erirApi: row.erirApi,
      actNumber: row.actNumber,
      sum,
      owners: ((typeof row.owners === 'string' ? JSON.parse(row.owners) : row.owners) as string[] | null) ?? [],
      unmarked,
      extra,
    });
  }
  return invoices;
}

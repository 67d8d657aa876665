/**
 * The month generation of the buying side's invoices (publisher and DSP invoices; API.md
 * "Buying side"), the shared part of a declared month generation (jobs/month-generation): one
 * invoice per counterparty and month, dated the month's first day; generating again updates the
 * figures of that counterparty's invoice of that month in place (its id, `status`,
 * `paymentAmount`, `actNumber`, `comment` are kept because the row rule never sets them); a PAID
 * invoice is never changed; a counterparty without figures any more loses its unpaid invoice;
 * "regenerate for one counterparty" is the scope. Each invoice kind gives its name, entity,
 * counterparty field, analytics read, source and row rule.
 */
import { and, gt, gte, sql } from 'drizzle-orm';
import type { EntityDef } from '../../domain/core/entity';
import type { Fields } from '../../domain/core/fields';
import type { ReadRows } from '../items/readers';
import { defineMonthGeneration, type MonthGeneration } from '../jobs/month-generation/month-generation';
import type { MonthGenerationDef } from '../jobs/month-generation/month-generation-def';

/** The invoice is PAID (`paymentAmount` ≥ `amountWithNds` > 0): a generation never touches it. */
export const paidInvoice = (invoices: ReadRows) => and(gt(invoices.amountWithNds, sql`0`), gte(invoices.paymentAmount, invoices.amountWithNds))!;

export type InvoiceGenerationDef<F extends Fields, Figures, A> = Omit<MonthGenerationDef<F, Fields, Figures, A>, 'monthField' | 'key' | 'scopeField' | 'kept' | 'replace' | 'children'> & {
  entity: EntityDef<F>;
  /** The counterparty: one invoice per counterparty and month, and the scope of a regeneration for one. */
  counterparty: keyof F & string;
};

/** An invoice generation: in place, keyed and scoped by the counterparty, PAID kept. */
export function defineInvoiceGeneration<F extends Fields, Figures, A = undefined>(def: InvoiceGenerationDef<F, Figures, A>): MonthGeneration {
  const { counterparty, ...rest } = def;
  return defineMonthGeneration<F, Fields, Figures, A>({
    ...rest,
    monthField: 'date' as keyof F & string,
    key: counterparty,
    scopeField: counterparty,
    kept: paidInvoice,
    replace: 'inPlace',
  });
}

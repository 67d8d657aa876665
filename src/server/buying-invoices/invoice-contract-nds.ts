/**
 * A buying invoice's VAT comes from its counterparty's contract (API.md "Buying side": "A
 * hand-made invoice without `nds` takes its publisher's contract's `nds` (20 without one); a DSP
 * invoice likewise its DSP's contract's"; a month's generated invoices the same). One reader of
 * the contracts' VAT serves the hook of a hand-made invoice and the month generations.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AnyEntity } from '../../domain/core/entity';
import { invoiceNdsOf } from '../../domain/buying-invoices/invoice-rules';
import type { Executor } from '../db/connection';
import { systemReader } from '../items/readers';
import { defineHooks, type EntityHooksOf } from '../items/entity-hooks';

/** The counterparty and contract entities of one invoice kind (a publisher and its contract). */
export interface InvoiceParties {
  counterparty: AnyEntity;
  contract: AnyEntity;
}

/** Each counterparty's invoice VAT percent (`only` the given ones; every counterparty without it), by id as text. */
export async function counterpartyInvoiceNds(tx: Executor, { counterparty, contract }: InvoiceParties, only: ReadonlyArray<number | string> | null): Promise<Map<string, number>> {
  const reader = systemReader("an invoice takes its counterparty contract's VAT whoever writes or generates it");
  const [parties, contracts] = [reader.rows(counterparty), reader.rows(contract)];
  const rows = await tx
    .select({ id: parties.id, nds: contracts.nds })
    .from(parties)
    .leftJoin(contracts, eq(contracts.id, parties.contract))
    .where(only === null ? undefined : inArray(parties.id, [...only]));
  return new Map(rows.map((row) => [String(row.id), invoiceNdsOf(row.nds as number | string | null)]));
}

/** Hooks of an invoice entity whose `field` points at its counterparty: a new invoice without `nds` takes its contract's. */
export function invoiceContractNdsHooks(invoice: AnyEntity, field: string, parties: InvoiceParties): EntityHooksOf {
  return defineHooks(invoice, {
    async beforeWrite({ tx, mode }, model) {
      const record = model as Record<string, unknown>;
      if (mode !== 'create' || (record.nds !== null && record.nds !== undefined) || record[field] == null) return;
      const party = record[field] as number | string;
      record.nds = (await counterpartyInvoiceNds(tx, parties, [party])).get(String(party)) ?? invoiceNdsOf(null);
    },
  });
}

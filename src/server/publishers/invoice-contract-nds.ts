/**
 * A hand-made invoice of the buying side takes its counterparty's contract's VAT (API.md "Buying
 * side": "A hand-made invoice without `nds` takes its publisher's contract's `nds` (20 without
 * one); a DSP invoice likewise its DSP's contract's"). Publisher and DSP invoices both use it.
 */
import { eq } from 'drizzle-orm';
import type { AnyEntity } from '../../domain/core/entity';
import { defaultInvoiceNds } from '../../domain/buying-invoices/invoice-rules';
import type { Executor } from '../db/connection';
import { systemReader } from '../items/readers';
import { defineHooks, type EntityHooksOf } from '../items/entity-hooks';

/** The VAT percent of the contract of `counterparty`'s row `id` (the default without one). */
async function contractNds(tx: Executor, counterparty: AnyEntity, contract: AnyEntity, id: number | string): Promise<number | string> {
  const reader = systemReader('a new invoice takes its counterparty contract\'s VAT whoever writes it');
  const [parties, contracts] = [reader.rows(counterparty), reader.rows(contract)];
  const [row] = await tx
    .select({ nds: contracts.nds })
    .from(parties)
    .leftJoin(contracts, eq(contracts.id, parties.contract))
    .where(eq(parties.id, id));
  return (row?.nds as number | string | null | undefined) ?? defaultInvoiceNds;
}

/** Hooks of an invoice entity whose `field` points at `counterparty`, whose `contract` is a `contract` row. */
export function invoiceContractNdsHooks(invoice: AnyEntity, field: string, counterparty: AnyEntity, contract: AnyEntity): EntityHooksOf {
  return defineHooks(invoice, {
    async beforeWrite({ tx, mode }, model) {
      const record = model as Record<string, unknown>;
      if (mode !== 'create' || (record.nds !== null && record.nds !== undefined) || record[field] == null) return;
      record.nds = await contractNds(tx, counterparty, contract, record[field] as number | string);
    },
  });
}

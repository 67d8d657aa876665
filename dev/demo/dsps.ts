/**
 * The demo's DSPs: one per identifier list of the demo's `dsp_stats` rows, each a legal entity
 * with a DSP contract (our publisher-side billing organisation by default, 30 days, VAT 20), so
 * that the DSP invoices and acts of the demo month have figures.
 */
import { dsp, dspContract } from '../../src/domain/dsps/dsp-entities';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';
import { demoDspIdentifiers } from './analytics-year';
import { plusDays } from './demo-calendar';
import { createOrganisation, TaxBook } from './legal-entities';

const dspNames = ['Яндекс Директ RTB', 'MyTarget DSP', 'OTM Buyer', 'Hybrid DSP'];

export async function createDsps(writer: DemoWriter, plan: DemoPlan): Promise<string[]> {
  const { random } = plan;
  const taxes = new TaxBook();
  const signed = plusDays(plan.months[0], -random.int(20, 90));
  const ids: string[] = [];
  for (const [index, identifiers] of demoDspIdentifiers.entries()) {
    const name = dspNames[index] ?? `DSP ${index + 1}`;
    const owner = await createOrganisation(writer, random, taxes, { client: null, name, founded: random.int(2008, 2020) });
    const contract = await writer.create(dspContract, { legalEntity: owner.id, number: `DSP-${String(index + 1).padStart(3, '0')}`, date: signed, postponeDays: 30 });
    const id = identifiers[0];
    await writer.create(dsp, { id, name, legalEntity: owner.id, contract: contract.id, dspId: [...identifiers], url: `https://${id}.example`, needSendOrd: index !== 3 });
    ids.push(id);
  }
  return ids;
}

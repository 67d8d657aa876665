/**
 * Contracts of the demo's clients: one framework contract per legal entity (AdX contracts for
 * the AdX department's clients), a few supplementary agreements, and agencies' original
 * contracts with the advertisers they buy for (the chain the registry is told about).
 */
import { contract, originalContract } from '../../src/domain/sales/contracts';
import { firstBillingOrganisationId } from '../../src/domain/reference/reference';
import { adxDepartmentId } from '../../src/domain/sales/adx';
import type { DemoClient } from './counterparties';
import { plusDays } from './demo-calendar';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';

const secondBillingOrganisationId = 2;

export interface DemoContract {
  id: number;
  legalEntity: number;
  isAdx: boolean;
  postponeDays: number;
}

export interface DemoContracts {
  /** The framework contracts orders are made under, by client id. */
  byClient: Map<number, DemoContract[]>;
  /** Agencies' original contracts, by client id. */
  originalByClient: Map<number, number[]>;
}

export async function createContracts(writer: DemoWriter, plan: DemoPlan, clients: DemoClient[]): Promise<DemoContracts> {
  const { random } = plan;
  const byClient = new Map<number, DemoContract[]>();
  const originalByClient = new Map<number, number[]>();
  let serial = 0;
  for (const client of clients) {
    const isAdx = client.seller.department === adxDepartmentId;
    const agency = client.type === 'AGENCY';
    const contracts: DemoContract[] = [];
    for (const legalEntity of client.legalEntities) {
      const date = plusDays(plan.months[client.firstMonth], -random.int(10, 200));
      const number = `${agency ? 'АГ' : 'Д'}-${date.slice(0, 4)}/${String((serial += 1)).padStart(3, '0')}`;
      const saved = await writer.create(contract, {
        organisation: random.chance(0.8) ? firstBillingOrganisationId : secondBillingOrganisationId,
        client: client.id,
        legalEntity: legalEntity.id,
        responsible: client.seller.id,
        number,
        date,
        status: random.weighted([['SIGNED', 90], ['SENT', 7], ['PENDING', 3]] as const),
        type: agency ? 'INTERMEDIARY' : 'SERVICE',
        intermediaryType: agency ? 'CONTRACTS' : null,
        subject: agency ? 'MEDIATION' : random.weighted([['ORG_DISTRIBUTION', 7], ['REPRESENTATION', 3]] as const),
        price: random.chance(0.7) ? 0 : Math.round(client.budget * 12 / 100_000) * 100_000,
        postponeDays: client.postponeDays,
        isAdx,
      });
      contracts.push({ id: saved.id, legalEntity: legalEntity.id, isAdx, postponeDays: client.postponeDays });
      if (random.chance(0.1)) {
        await writer.create(contract, {
          client: client.id,
          legalEntity: legalEntity.id,
          responsible: client.seller.id,
          number: `${number}-ДС1`,
          date: plusDays(date, random.int(60, 300)),
          status: 'SIGNED',
          type: 'ADDITIONAL',
          parentContract: saved.id,
          subject: agency ? 'MEDIATION' : 'ORG_DISTRIBUTION',
          price: 0,
          postponeDays: client.postponeDays,
          isAdx,
        });
      }
    }
    byClient.set(client.id, contracts);
    if (agency) originalByClient.set(client.id, await createOriginalContracts(writer, plan, client, clients));
  }
  return { byClient, originalByClient };
}

/** The agency (its first legal entity) buys for advertisers: legal entities of direct clients. */
async function createOriginalContracts(writer: DemoWriter, plan: DemoPlan, agency: DemoClient, clients: DemoClient[]): Promise<number[]> {
  const { random } = plan;
  const advertisers = clients.filter((c) => c.type === 'DIRECT');
  const ids: number[] = [];
  if (!advertisers.length) return ids;
  for (let i = random.int(1, 3); i > 0; i--) {
    const customer = random.pick(random.pick(advertisers).legalEntities);
    const date = plusDays(plan.months[agency.firstMonth], -random.int(5, 120));
    const saved = await writer.create(originalContract, {
      number: `ОД-${date.slice(0, 4)}/${random.int(10, 999)}`,
      date,
      responsible: agency.seller.id,
      client: agency.legalEntities[0].id,
      customer: customer.id,
      type: 'SERVICE',
      subject: 'ORG_DISTRIBUTION',
      price: Math.round(agency.budget * random.int(3, 12) / 10_000) * 10_000,
    });
    ids.push(saved.id);
  }
  return ids;
}

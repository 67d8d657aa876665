/**
 * The demo's counterparties: holdings grouping some clients, each group with its CRM
 * organisation; clients with their legal entities, brands and brand verticals; and what the
 * sales part needs to know of each client (its seller, size, how often it orders, how it pays).
 */
import { brand, brandArea, brandVertical, client, holding, pipeOrganization } from '../../src/domain/counterparties/counterparties';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';
import { createEntrepreneur, createOrganisation, TaxBook, type DemoLegalEntity } from './legal-entities';
import { brandName, companyName, personName } from './names';
import type { DemoUser } from './people';
import { brandAreas, holdingForms, slugOf } from './word-lists';

export type PayerKind = 'punctual' | 'late' | 'partial' | 'defaulter';

export interface DemoBrand {
  id: number;
  name: string;
  site: string;
  area: string;
  verticals: number[];
}

export interface DemoClient {
  id: number;
  name: string;
  type: 'DIRECT' | 'AGENCY' | 'NA';
  seller: DemoUser;
  legalEntities: DemoLegalEntity[];
  brands: DemoBrand[];
  /** A typical order's sum without VAT, roubles. */
  budget: number;
  /** The chance of an order in an average month. */
  activity: number;
  /** The report months (indexes of the plan's months) it orders from and to. */
  firstMonth: number;
  lastMonth: number;
  payer: PayerKind;
  postponeDays: number;
}

const payerKinds: ReadonlyArray<readonly [PayerKind, number]> = [
  ['punctual', 55],
  ['late', 25],
  ['partial', 12],
  ['defaulter', 8],
];

function sellerWeights(team: DemoUser[]): Array<readonly [DemoUser, number]> {
  return team.filter((u) => u.sells).map((u) => [u, u.role === 'ADMIN' ? 0.5 : u.role === 'MANAGER' ? 1.3 : 1] as const);
}

async function createBrands(writer: DemoWriter, plan: DemoPlan, areas: Map<string, number>, owner: { seller: DemoUser; pipe: number; count: number }): Promise<DemoBrand[]> {
  const { random } = plan;
  const home = random.pick(brandAreas);
  const planned = Array.from({ length: owner.count }, () => {
    const area = random.chance(0.7) ? home : random.pick(brandAreas);
    const name = plan.names.unique(random, () => brandName(random));
    return { area, name, verticals: random.sample(area.verticals, random.int(1, 2)) };
  });
  const saved = await writer.createMany(
    brand,
    planned.map(({ area, name }) => ({ name, brandArea: areas.get(area.name), pipeOrganization: owner.pipe, user: owner.seller.id })),
  );
  const verticals = await writer.createMany(
    brandVertical,
    planned.flatMap((p, i) => p.verticals.map((vertical) => ({ name: vertical, brand: saved[i].id }))),
  );
  return planned.map(({ area, name }, i) => ({
    id: saved[i].id,
    name,
    site: `https://${slugOf(name)}.ru`,
    area: area.name,
    verticals: verticals.filter((v) => v.brand === saved[i].id).map((v) => v.id),
  }));
}

interface GroupMember {
  holding: number | null;
  /** The group's CRM organisation; a client on its own gets one of its own name. */
  pipe: number | null;
  newPipe: (name: string) => Promise<number>;
  seller: DemoUser;
  /** How many clients were made before this one. */
  ordinal: number;
}

async function createClient(writer: DemoWriter, plan: DemoPlan, areas: Map<string, number>, taxes: TaxBook, group: GroupMember): Promise<DemoClient> {
  const { random } = plan;
  // The second client is an agency, so that a small demo has an agency's chain of contracts too.
  const type = group.ordinal === 1 ? 'AGENCY' : random.weighted([['DIRECT', 75], ['AGENCY', 18], ['NA', 7]] as const);
  const standalone = group.holding === null;
  const entrepreneur = standalone && type === 'DIRECT' && random.chance(0.15) ? personName(random, random.chance(0.5)) : null;
  const founded = random.int(2002, 2021);
  const name = plan.names.unique(random, () => (entrepreneur ? `ИП ${entrepreneur.last}` : companyName(random, type === 'AGENCY')));
  const saved = await writer.create(client, {
    name,
    type,
    user: group.seller.id,
    holding: group.holding,
    comment: random.chance(0.2) ? random.pick(['Ключевой клиент', 'Работаем по предоплате', 'Сезонный рекламодатель', 'Пришёл по рекомендации']) : null,
  });
  const legalEntities: DemoLegalEntity[] = [];
  if (entrepreneur) legalEntities.push(await createEntrepreneur(writer, random, taxes, { client: saved.id, person: entrepreneur, founded }));
  else {
    legalEntities.push(await createOrganisation(writer, random, taxes, { client: saved.id, name: String(saved.name), founded }));
    if (random.chance(0.15)) {
      legalEntities.push(await createOrganisation(writer, random, taxes, { client: saved.id, name: plan.names.unique(random, () => `${saved.name} ${random.pick(['Регион', 'Юг', 'Северо-Запад', 'Трейд'])}`), founded: random.int(founded, 2023) }));
    }
  }
  const brandCount = type === 'AGENCY' ? random.int(2, 3) : random.weighted([[1, 65], [2, 30], [3, 5]] as const);
  const joinsLate = random.chance(0.3);
  const firstMonth = joinsLate ? random.int(1, plan.months.length - 3) : 0;
  const churns = random.chance(0.12) && firstMonth < plan.months.length - 6 && group.ordinal > 3;
  return {
    id: saved.id,
    name: String(saved.name),
    type,
    seller: group.seller,
    legalEntities,
    brands: await createBrands(writer, plan, areas, { seller: group.seller, pipe: group.pipe ?? (await group.newPipe(name)), count: brandCount }),
    budget: random.logNormal(entrepreneur ? 60_000 : type === 'AGENCY' ? 400_000 : 220_000, 1.0) * (standalone ? 1 : 1.4),
    activity: 0.15 + random.next() * 0.45,
    firstMonth,
    lastMonth: churns ? random.int(firstMonth + 3, plan.months.length - 3) : plan.months.length - 1,
    // The third and fourth clients stopped paying and pay in part: a small demo has late debts too.
    payer: group.ordinal === 2 ? 'defaulter' : group.ordinal === 3 ? 'partial' : random.weighted(payerKinds),
    postponeDays: random.weighted([[0, 10], [10, 10], [15, 20], [30, 40], [45, 12], [60, 8]] as const),
  };
}

export async function createCounterparties(writer: DemoWriter, plan: DemoPlan, team: DemoUser[]): Promise<DemoClient[]> {
  const { random } = plan;
  const areas = new Map<string, number>();
  for (const area of brandAreas) areas.set(area.name, (await writer.create(brandArea, { name: area.name })).id);
  const sellers = sellerWeights(team);
  const taxes = new TaxBook();
  const clients: DemoClient[] = [];
  let crmId = 10_000;
  const newPipe = async (name: string) => (await writer.create(pipeOrganization, { name, crmId: (crmId += random.int(1, 40)) })).id;
  const inHoldings = Math.round(plan.options.clients * 0.6);
  while (clients.length < inHoldings) {
    const size = Math.min(random.int(2, 8), inHoldings - clients.length);
    const title = plan.names.unique(random, () => companyName(random));
    const [longForm, shortForm] = random.pick(holdingForms);
    const pipe = await newPipe(`${longForm} «${title}»`);
    const holdingId = (await writer.create(holding, { name: `${shortForm} «${title}»`, pipeOrganization: pipe })).id;
    const groupSeller = random.weighted(sellers);
    for (let i = 0; i < size; i++) {
      const seller = random.chance(0.8) ? groupSeller : random.weighted(sellers);
      clients.push(await createClient(writer, plan, areas, taxes, { holding: holdingId, pipe, newPipe, seller, ordinal: clients.length }));
    }
  }
  while (clients.length < plan.options.clients) {
    clients.push(await createClient(writer, plan, areas, taxes, { holding: null, pipe: null, newPipe, seller: random.weighted(sellers), ordinal: clients.length }));
  }
  return clients;
}

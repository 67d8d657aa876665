/**
 * The legal entities of demo clients: organisations (LEGAL, «ООО …») and sole proprietors (IP,
 * «ИП …»), each with a city, addresses, contacts and the bank details their preset asks for,
 * every number with its real check digits and every tax number used once.
 */
import { legalEntity } from '../../src/domain/counterparties/counterparties';
import type { DemoWriter, Saved } from './demo-writer';
import { fullNameOf, personName, shortNameOf, type PersonName } from './names';
import type { SeededRandom } from './seeded-random';
import { bikFor, checkingAccountFor, companyInn, correspondentAccountFor, kppFor, ogrnFor, okpoFor, personInn } from './tax-numbers';
import { banks, cities, companyForms, slugOf, streets } from './word-lists';

const russianOrganisationPreset = 2;
const russianEntrepreneurPreset = 3;

export type DemoLegalEntity = Saved & { name: string };

/** Tax numbers already given. */
export class TaxBook {
  private readonly used = new Set<string>();

  unique(make: () => string): string {
    for (;;) {
      const number = make();
      if (!this.used.has(number)) {
        this.used.add(number);
        return number;
      }
    }
  }
}

type City = (typeof cities)[number];

function phoneIn(random: SeededRandom, city: City): string {
  return `+7 (${city.phoneCode}) ${random.int(200, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`;
}

function addressIn(random: SeededRandom, city: City): string {
  return `${city.postcode}${random.digits(4)}, г. ${city.name}, ${random.pick(streets)}, д. ${random.int(1, 120)}, офис ${random.int(1, 60)}`;
}

function bankDetails(random: SeededRandom, city: City, kind: 'company' | 'person') {
  const bik = bikFor(random, city.bankRegion);
  return { bankName: random.pick(banks), bik, checkingAccount: checkingAccountFor(random, bik, kind), correspondentAccount: correspondentAccountFor(bik) };
}

function contacts(random: SeededRandom, city: City, domain: string, ceo: PersonName, accountant: PersonName) {
  const address = addressIn(random, city);
  return {
    email: `info@${domain}`,
    phone: phoneIn(random, city),
    web: `https://${domain}`,
    address,
    billingAddress: random.chance(0.8) ? address : addressIn(random, city),
    ceoName: fullNameOf(ceo),
    accountant: fullNameOf(accountant),
  };
}

/** An organisation named `name` («Техносервис»), registered in `founded`. */
export async function createOrganisation(writer: DemoWriter, random: SeededRandom, taxes: TaxBook, input: { client: number; name: string; founded: number }): Promise<DemoLegalEntity> {
  const city = random.weighted(cities.map((c) => [c, c.weight] as const));
  const [longForm, shortForm] = random.weighted(companyForms.map((form) => [form, form[2]] as const));
  const inn = taxes.unique(() => companyInn(random, random.pick(city.taxOffices)));
  const domain = `${slugOf(input.name)}.ru`;
  const name = `${shortForm} «${input.name}»`;
  const saved = await writer.create(legalEntity, {
    client: input.client,
    legalForm: 'LEGAL',
    fullname: `${longForm} «${input.name}»`,
    name,
    billingInfoPreset: russianOrganisationPreset,
    billingInfo: {
      inn,
      kpp: kppFor(inn),
      ogrn: taxes.unique(() => ogrnFor(random, 'company', input.founded, city.region)),
      okpo: taxes.unique(() => okpoFor(random, 8)),
      ...bankDetails(random, city, 'company'),
    },
    ...contacts(random, city, domain, personName(random, random.chance(0.3)), personName(random, random.chance(0.7))),
  });
  return { ...saved, name };
}

/** A sole proprietor, its own accountant. */
export async function createEntrepreneur(writer: DemoWriter, random: SeededRandom, taxes: TaxBook, input: { client: number; person: PersonName; founded: number }): Promise<DemoLegalEntity> {
  const city = random.weighted(cities.map((c) => [c, c.weight] as const));
  const name = `ИП ${shortNameOf(input.person)}`;
  const saved = await writer.create(legalEntity, {
    client: input.client,
    legalForm: 'IP',
    fullname: `Индивидуальный предприниматель ${fullNameOf(input.person)}`,
    name,
    billingInfoPreset: russianEntrepreneurPreset,
    billingInfo: {
      inn: taxes.unique(() => personInn(random, random.pick(city.taxOffices))),
      ogrn: taxes.unique(() => ogrnFor(random, 'person', input.founded, city.region)),
      okpo: taxes.unique(() => okpoFor(random, 10)),
      ...bankDetails(random, city, 'person'),
    },
    ...contacts(random, city, `${slugOf(input.person.last)}-${random.int(10, 99)}.ru`, input.person, input.person),
  });
  return { ...saved, name };
}

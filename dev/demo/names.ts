/** Names made from the word lists: companies, brands, people; unique where the project wants them so. */
import type { SeededRandom } from './seeded-random';
import {
  agencyTails,
  brandAdjectives,
  brandHeads,
  brandNouns,
  brandTails,
  companyHeads,
  companyTails,
  femaleFirstNames,
  lastNames,
  maleFirstNames,
  nameVariants,
  patronymicBases,
} from './word-lists';

/** Names already given, so a made name is used once. */
export class NameBook {
  private readonly used = new Set<string>();

  /** A name from `make` not given before; a taken one gets a variant word, then a number. */
  unique(random: SeededRandom, make: () => string): string {
    for (let attempt = 0; attempt < 5; attempt++) {
      const name = make();
      if (this.take(name)) return name;
    }
    const base = make();
    for (const variant of random.sample(nameVariants, nameVariants.length)) if (this.take(`${base} ${variant}`)) return `${base} ${variant}`;
    for (let n = 2; ; n++) if (this.take(`${base} ${n}`)) return `${base} ${n}`;
  }

  private take(name: string): boolean {
    if (this.used.has(name)) return false;
    this.used.add(name);
    return true;
  }
}

export function companyName(random: SeededRandom, agency = false): string {
  return random.pick(companyHeads) + random.pick(agency ? agencyTails : companyTails);
}

export function brandName(random: SeededRandom): string {
  return random.chance(0.75) ? random.pick(brandHeads) + random.pick(brandTails) : `${random.pick(brandAdjectives)} ${random.pick(brandNouns)}`;
}

export interface PersonName {
  first: string;
  last: string;
  patronymic: string;
}

export function personName(random: SeededRandom, female: boolean): PersonName {
  const first = random.pick(female ? femaleFirstNames : maleFirstNames);
  const last = random.pick(lastNames);
  const patronymic = random.pick(patronymicBases);
  return { first, last: female ? `${last}а` : last, patronymic: `${patronymic}${female ? 'на' : 'ич'}` };
}

/** «Иванов Иван Иванович». */
export function fullNameOf(person: PersonName): string {
  return `${person.last} ${person.first} ${person.patronymic}`;
}

/** «Иванов И. И.». */
export function shortNameOf(person: PersonName): string {
  return `${person.last} ${person.first[0]}. ${person.patronymic[0]}.`;
}

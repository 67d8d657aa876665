/** What one demo run is made from: its options, its random source, its months and the names it gave. */
import { demoMonths } from './demo-calendar';
import { NameBook } from './names';
import { SeededRandom } from './seeded-random';

export interface DemoOptions {
  /** How many clients (the rest scales with them); the demo makes 300. */
  clients: number;
  /** The seed of the demo's random choices: one seed, one company. */
  seed: number;
  /** Today (YYYY-MM-DD): the last of the two years of orders is its month. */
  today: string;
}

export const defaultDemoOptions = { clients: 300, seed: 2024 } as const;

export interface DemoPlan {
  options: DemoOptions;
  random: SeededRandom;
  /** First days of the report months, oldest first. */
  months: string[];
  names: NameBook;
}

export function demoPlan(options: DemoOptions): DemoPlan {
  return { options, random: new SeededRandom(options.seed), months: demoMonths(options.today), names: new NameBook() };
}

/**
 * The demo's only source of chance: a seeded generator (mulberry32), so that one seed always
 * makes the same company. Never Math.random.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('Nothing to pick from');
    return items[Math.floor(this.next() * items.length)];
  }

  /** An item chosen with the given weights (`[item, weight]` pairs). */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [item, weight] of choices) {
      point -= weight;
      if (point < 0) return item;
    }
    return choices[choices.length - 1][0];
  }

  /** `count` distinct items in a random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }

  /** `length` random decimal digits. */
  digits(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += String(this.int(0, 9));
    return text;
  }

  /** A positive number around `median`, spread like company sizes (log-normal, `spread` in e-folds). */
  logNormal(median: number, spread: number): number {
    const u = 1 - this.next();
    const v = this.next();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return median * Math.exp(normal * spread);
  }
}

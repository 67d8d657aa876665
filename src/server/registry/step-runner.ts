/**
 * Runs planned chains through one operator, dependencies first, each step once per runner: a
 * job that sends many records (a month's acts, a month's statistics) meets their shared
 * contracts, creatives and platforms again and again, and asks about each only the first time;
 * a step that failed fails every later chain that needs it with the same error, unsent.
 */
import { runStatistics, runStep, stepKey, type PlannedStep, type StepContext, type StepOutcome } from './send-step';

export class StepRunner {
  readonly counts: StepOutcome = { sent: 0, unchanged: 0 };
  private readonly done = new Map<string, true | { error: unknown }>();

  constructor(private readonly ctx: StepContext) {}

  async run(chain: readonly PlannedStep[]): Promise<void> {
    for (const step of chain) {
      const key = stepKey(step);
      const known = this.done.get(key);
      if (known === true) continue;
      if (known) throw known.error;
      try {
        const outcome = step.kind === 'statistic' ? await runStatistics(this.ctx, step) : await runStep(this.ctx, step);
        this.counts.sent += outcome.sent;
        this.counts.unchanged += outcome.unchanged;
        this.done.set(key, true);
      } catch (error) {
        this.done.set(key, { error });
        throw error;
      }
    }
  }
}

/**
 * A month's acts not actual in the registry, grouped by why: the reasons of the last send of
 * the month (a send that sent some lists each act it could not send; one that sent none failed
 * with "N acts not sent: <reason>", or with another error), each with its count, and the rest
 * (never sent, or changed since) as one group without reason. The counts add up to the acts not
 * registered now (a reason never counts more acts than are left).
 */
import type { TaskRow } from '../jobs/task-list';

export interface NotSentGroup {
  reason: string | null;
  code: string | null;
  values: Record<string, unknown>;
  count: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reasons of the last send, each with how many acts it kept from the registry. */
function reasonsOf(run: TaskRow | null, notRegistered: number): NotSentGroup[] {
  if (run?.state === 'SUCCESS' && isRecord(run.detail) && Array.isArray(run.detail.errors)) {
    const counts = new Map<string, number>();
    for (const error of run.detail.errors as unknown[]) {
      const message = isRecord(error) ? String(error.message ?? '') : String(error);
      counts.set(message, (counts.get(message) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1]).map(([reason, count]) => ({ reason, code: null, values: {}, count }));
  }
  if (run?.state !== 'FAILURE') return [];
  // The reason's codes (reason-parts.ts) go with it, for the browser to write it in the user's language.
  if (run.code === 'registryActs.notSent') return [{ reason: String(run.values.reason ?? ''), code: null, values: run.values, count: Number(run.values.failed) || notRegistered }];
  return [{ reason: typeof run.detail === 'string' ? run.detail : null, code: run.code, values: run.values, count: notRegistered }];
}

export function notSentGroups(run: TaskRow | null, notRegistered: number): NotSentGroup[] {
  let left = notRegistered;
  const groups: NotSentGroup[] = [];
  for (const group of reasonsOf(run, notRegistered)) {
    const count = Math.min(group.count, left);
    if (count <= 0) continue;
    groups.push({ ...group, count });
    left -= count;
  }
  if (left > 0) groups.push({ reason: null, code: null, values: {}, count: left });
  return groups;
}

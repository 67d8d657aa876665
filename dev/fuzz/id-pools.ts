/**
 * Ids known to exist, per collection (`/api/clients/` for `{id}`) or per parameter name
 * (`taskId`), learned from list answers and from what successful calls created.
 */
import { collectionOf, type FuzzRoute } from './openapi-routes';

export class IdPools {
  private readonly pools = new Map<string, string[]>();

  private keyOf(route: FuzzRoute, param: string): string {
    return param === 'id' ? collectionOf(route.path) : param;
  }

  learn(key: string, id: unknown): void {
    if ((typeof id !== 'number' && typeof id !== 'string') || id === '') return;
    const pool = this.pools.get(key) ?? [];
    if (!pool.includes(String(id))) pool.push(String(id));
    this.pools.set(key, pool.slice(-50));
  }

  /** The `index`-th known id for a path parameter (cycling), or '1' when none is known. */
  pick(route: FuzzRoute, param: string, index: number): string {
    const pool = this.pools.get(this.keyOf(route, param)) ?? [];
    return pool.length ? pool[index % pool.length] : '1';
  }

  /** Learn from an answer: created rows and started tasks. */
  learnFromAnswer(route: FuzzRoute, status: number, body: string): void {
    if (status >= 300 || !body.startsWith('{')) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return;
    }
    if (!parsed || typeof parsed !== 'object') return;
    const answer = parsed as Record<string, unknown>;
    if (route.method === 'POST' && 'id' in answer && !route.path.includes('{')) this.learn(route.path, answer.id);
    if ('taskId' in answer) this.learn('taskId', answer.taskId);
    if (Array.isArray(answer.results)) {
      for (const row of answer.results.slice(0, 5)) if (row && typeof row === 'object') this.learn(route.path, (row as { id?: unknown }).id);
    }
  }
}

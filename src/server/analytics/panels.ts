/**
 * The publishers' panel accounts as the panel system exports them (`panels`, a
 * ReplacingMergeTree): read with FINAL, so a panel written twice and not yet merged is one row.
 */
import type { Analytics } from './analytics';

export interface AnalyticsPanel {
  id: string;
  name: string;
  email: string;
  status: string;
  places: number;
  inMonkey: boolean;
}

export const panelsQuery = 'SELECT id, name, email, status, places, in_monkey FROM panels FINAL ORDER BY id';

export async function* analyticsPanels(analytics: Analytics): AsyncGenerator<AnalyticsPanel> {
  type Row = { id: string; name: string; email: string; status: string; places: number; in_monkey: number };
  for await (const row of analytics.stream<Row>(panelsQuery)) {
    yield { id: row.id, name: row.name, email: row.email, status: row.status, places: Number(row.places), inMonkey: Number(row.in_monkey) === 1 };
  }
}

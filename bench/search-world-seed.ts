/**
 * The rest of what the shell's global search covers, for its bench (issue 33 goal 4): `domains`
 * domains (each its platform, `site<n>.example`), 500 publishers, 20 DSPs, and a publisher act
 * per publisher and a DSP act per DSP for each of 24 months, made in SQL.
 */
import type { Database } from '../src/server/db/connection';

export async function seedSearchWorld(database: Database, domains: number): Promise<void> {
  await database.exec(`
    insert into platforms (name) select 'site' || g || '.example' from generate_series(1, ${domains}) g;
    insert into domains (platform_id) select id from platforms where name like 'site%.example';
    insert into publishers (name) select 'Publisher ' || g from generate_series(1, 500) g;
    insert into dsps (id, name) select 'dsp-' || g, 'Demand side ' || g from generate_series(1, 20) g;
    insert into publisher_acts (date, number, publisher_id)
      select (date '2024-01-31' + make_interval(months => m))::date, 'PA-' || to_char(date '2024-01-01' + make_interval(months => m), 'YYYY-MM') || '-' || p.id, p.id
      from publishers p, generate_series(0, 23) m;
    insert into dsp_acts (date, number, dsp_id)
      select (date '2024-01-31' + make_interval(months => m))::date, 'DA-' || to_char(date '2024-01-01' + make_interval(months => m), 'YYYY-MM') || '-' || d.id, d.id
      from dsps d, generate_series(0, 23) m;
    analyze platforms; analyze domains; analyze publishers; analyze dsps; analyze publisher_acts; analyze dsp_acts;
  `);
}

/** At start, the server and the worker refuse to run on declarations that fail their checks. */
import type { Logger } from 'pino';
import { checkDeclarations, describeProblem } from '../domain/core/checks/declaration-checks';
import { entities } from '../domain/core/entities';
import { en, ru } from '../domain/core/i18n';
import { areas } from '../domain/areas';
import { areaCatalogueProblems } from '../domain/core/checks/area-checks';
import { refusalCodesByArea } from '../domain/core/refusals/refusal-codes';
import { computedSqlProblems } from '../domain/core/checks/computed-sql-checks';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { databaseSchema } from './db/schema';

/** Every table of the schema (entity tables, areas' own tables, system tables). */
async function declaredTables(): Promise<Set<string>> {
  return new Set(Object.values(await databaseSchema()).filter((value) => is(value, PgTable)).map((table) => getTableName(table as PgTable)));
}

export async function requireSoundDeclarations(logger: Logger): Promise<void> {
  const problems = [...checkDeclarations(entities, { en, ru }), ...computedSqlProblems(entities, await declaredTables())];
  const areaProblems = areaCatalogueProblems(areas, refusalCodesByArea, { en, ru });
  if (areaProblems.length) throw new Error(`The area manifests disagree with the message registries:\n- ${areaProblems.join('\n- ')}`);
  if (!problems.length) return;
  for (const problem of problems) logger.error({ check: problem }, describeProblem(problem));
  throw new Error(`The entity declarations fail ${problems.length} check(s):\n- ${problems.map(describeProblem).join('\n- ')}`);
}

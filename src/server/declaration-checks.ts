/** At start, the server and the worker refuse to run on declarations that fail their checks. */
import type { Logger } from 'pino';
import { checkDeclarations, describeProblem } from '../domain/core/checks/declaration-checks';
import { entities } from '../domain/core/entities';
import { en, ru } from '../domain/core/i18n';
import { areas } from '../domain/areas';
import { areaCatalogueProblems } from '../domain/core/checks/area-checks';
import { refusalCodesByArea } from '../domain/core/refusals/refusal-codes';

export function requireSoundDeclarations(logger: Logger): void {
  const problems = checkDeclarations(entities, { en, ru });
  const areaProblems = areaCatalogueProblems(areas, refusalCodesByArea, { en, ru });
  if (areaProblems.length) throw new Error(`The area manifests disagree with the message registries:\n- ${areaProblems.join('\n- ')}`);
  if (!problems.length) return;
  for (const problem of problems) logger.error({ check: problem }, describeProblem(problem));
  throw new Error(`The entity declarations fail ${problems.length} check(s):\n- ${problems.map(describeProblem).join('\n- ')}`);
}

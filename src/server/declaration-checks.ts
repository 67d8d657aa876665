/** At start, the server and the worker refuse to run on declarations that fail their checks. */
import type { Logger } from 'pino';
import { checkDeclarations, describeProblem } from '../domain/core/checks/declaration-checks';
import { entities } from '../domain/core/entities';
import { en, ru } from '../domain/core/i18n';

export function requireSoundDeclarations(logger: Logger): void {
  const problems = checkDeclarations(entities, { en, ru });
  if (!problems.length) return;
  for (const problem of problems) logger.error({ check: problem }, describeProblem(problem));
  throw new Error(`The entity declarations fail ${problems.length} check(s):\n- ${problems.map(describeProblem).join('\n- ')}`);
}

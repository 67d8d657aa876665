/**
 * What is wrong with a 4xx answer's body against API.md "Message codes": it must carry a `code`
 * known to the code catalogue (so the browser shows it in Russian too) and an object `values`.
 */
import { ru } from '../../src/domain/core/i18n';
import { isRefusalCode } from '../../src/domain/core/refusals/refusal-codes';

export function refusalAnswerProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'a refusal that is not JSON';
  }
  if (!parsed || typeof parsed !== 'object') return 'a refusal that is not an object';
  const { code, values } = parsed as { code?: unknown; values?: unknown };
  if (!isRefusalCode(code)) return `a refusal with an unknown code ${JSON.stringify(code)}`;
  if (!ru[code]) return `a refusal code without Russian text ${code}`;
  if (!values || typeof values !== 'object' || Array.isArray(values)) return `a refusal without values (${code})`;
  return null;
}

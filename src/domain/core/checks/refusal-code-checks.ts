/**
 * Every refusal code the server may send (src/domain/refusals) needs an English and a Russian
 * catalogue entry, or a Russian user would read a code (API.md "Message codes").
 */
import type { Catalogues, DeclarationProblem } from './declaration-checks';

export type CodesByArea = Readonly<Record<string, Readonly<Record<string, string>>>>;

export function checkRefusalCodes(codesByArea: CodesByArea, catalogues: Catalogues): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  for (const [area, codes] of Object.entries(codesByArea)) {
    for (const code of Object.keys(codes)) {
      if (!catalogues.en[code]) problems.push({ code: 'E025', entity: area, field: code, message: `no English text for the refusal code "${code}"` });
      if (!catalogues.ru[code]) problems.push({ code: 'E026', entity: area, field: code, message: `no Russian text for the refusal code "${code}"` });
    }
  }
  return problems;
}

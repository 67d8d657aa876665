/**
 * An upload's answer as the status card and the toast show it, in the user's language: the
 * detail (its code, else "Rows taken: N", else the server's text), the number of rows not
 * taken, the first of them and the errors log. Pure.
 */
import type { TFunction } from 'i18next';
import type { UploadAnswer, UploadDeclaration } from './upload-declaration';

/** How many problems the card lists; the rest are counted and in the errors log. */
export const listedProblems = 20;

export interface UploadOutcome {
  detail: string;
  errorsCount: number;
  problems: string[];
  errorsFileId: number | null;
}

const stringValues = (values: Record<string, string | number> = {}) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

function isCoded(problem: unknown): problem is { key: string; values?: Record<string, string | number> } {
  return !!problem && typeof problem === 'object' && typeof (problem as { key?: unknown }).key === 'string';
}

function problemTexts(answer: UploadAnswer, upload: UploadDeclaration, t: TFunction): string[] {
  const problems = answer.problems ?? [];
  if (!problems.length) return (answer.errors ?? []).slice(0, listedProblems);
  return problems.slice(0, listedProblems).map((problem, index) => {
    if (upload.problemText) return upload.problemText(problem, t);
    return isCoded(problem) ? t(problem.key, stringValues(problem.values)) : (answer.errors?.[index] ?? String(problem));
  });
}

export function uploadOutcome(answer: UploadAnswer, upload: UploadDeclaration, t: TFunction): UploadOutcome {
  const detail = answer.code
    ? t(answer.code, stringValues(answer.values))
    : typeof answer.taken === 'number'
      ? t('upload.rowsTaken', { count: String(answer.taken) })
      : t(answer.detail ?? 'Success!');
  const errorsCount = answer.errorsCount ?? answer.problems?.length ?? answer.errors?.length ?? 0;
  return { detail, errorsCount, problems: problemTexts(answer, upload, t), errorsFileId: answer.errorsFileId ?? null };
}

/** The name the errors log downloads as: the uploaded file's name without its extension, then `_errors.log`. */
export function errorsLogName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, '') || 'upload'}_errors.log`;
}

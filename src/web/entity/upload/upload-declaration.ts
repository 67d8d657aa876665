/**
 * What an area declares for a spreadsheet upload (the non-media figures, the DSP lines of the
 * missed markers, the domain batch): the dialog's title, the endpoint, the template, the accepted
 * types and any extra form fields; and what the server answers (API.md "Buying side": `{detail,
 * errors}` with the problems as catalogue codes, the count of all of them and the errors log).
 */
import type { TFunction } from 'i18next';

/** A form field sent beside the file: a month (`YYYY-MM-01`) or a yes/no switch ('true'/'false'). */
export interface UploadField {
  name: string;
  /** A catalogue key. */
  label: string;
  kind: 'month' | 'boolean';
  /** A month that must be chosen before the upload. */
  required?: boolean;
}

/** The answer of an upload (every field optional: the kinds answer some of them). */
export interface UploadAnswer {
  detail?: string;
  /** The detail as a catalogue code and its values. */
  code?: string;
  values?: Record<string, string | number>;
  /** How many rows were taken. */
  taken?: number;
  /** English texts of the rows not taken (the first ones). */
  errors?: string[];
  /** The same as catalogue codes and values, in the kind's own shape. */
  problems?: unknown[];
  /** How many rows were not taken, all of them. */
  errorsCount?: number;
  /** The `<file>_errors.log` (a generated file) with every problem; null without problems. */
  errorsFileId?: number | null;
}

export interface UploadDeclaration {
  /** The dialog's title and its button's label (a catalogue key). */
  title: string;
  /** The endpoint under /api/ (multipart `file`, `name` and the fields). */
  path: string;
  /** The template's address under /api/ and the name it downloads as. */
  template: { path: string; name: string };
  /** Accepted extensions ('.xlsx'). */
  accept: string;
  /** Prefix of the test ids: `<testId>-upload` (the button), `-file`, `-send`, `-status`, `-template`, `-errors-log`. */
  testId: string;
  fields?: readonly UploadField[];
  /** The entity whose table lists reload after an upload. */
  entity?: string;
  /**
   * A problem of `problems` in the user's language; by default a `{key, values}` problem is that
   * catalogue key filled with its values.
   */
  problemText?(problem: unknown, t: TFunction): string;
}

/**
 * An .xlsx upload served by the server's spreadsheet upload routes (`POST <path>`, the template
 * at `GET <path>template/`), its template downloading as `templateName`.
 */
export function spreadsheetUpload(path: string, templateName: string, declaration: Omit<UploadDeclaration, 'path' | 'template' | 'accept'>): UploadDeclaration {
  return { ...declaration, path, template: { path: `${path}template/`, name: templateName }, accept: '.xlsx' };
}

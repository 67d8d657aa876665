/**
 * Every refusal code the server may send (API.md "Message codes"), per area, with its English
 * catalogue entry: `detail` is that entry filled with the refusal's values. The core's codes are
 * here; an area's are those its manifest names (`refusals`, from `src/domain/<area>/<area>-refusals.ts`),
 * read from the one list of areas. The Russian entries are in i18n/refusals-ru.ts and the areas'
 * `refusalsRu`. Declaration checks and tests walk `refusalCodesByArea`.
 */
import { areas, type ListedAreas } from '../../areas';
import { analyticsRefusals } from './analytics-refusals';
import { entityRefusals } from './entity-refusals';
import { httpRefusals } from './http-refusals';
import { taskRefusals } from './task-refusals';
import { uploadRefusals } from './upload-refusals';
import { valueRefusals } from '../validation/value-limits';

export const coreRefusalCodes = {
  entity: entityRefusals,
  http: httpRefusals,
  values: valueRefusals,
  tasks: taskRefusals,
  uploads: uploadRefusals,
  analytics: analyticsRefusals,
} as const;

type CoreCodes = { [A in keyof typeof coreRefusalCodes]: keyof (typeof coreRefusalCodes)[A] }[keyof typeof coreRefusalCodes];
type AreaCodes<A> = A extends { refusals: infer R } ? keyof R : never;
export type RefusalCode = (CoreCodes | AreaCodes<ListedAreas[number]>) & string;

export const refusalCodesByArea: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...coreRefusalCodes,
  ...Object.fromEntries(areas.flatMap((area) => (area.refusals ? [[area.name, area.refusals]] : []))),
};

export const refusalsEn = Object.assign({}, ...Object.values(refusalCodesByArea)) as Record<RefusalCode, string>;

export const refusalCodes = Object.keys(refusalsEn) as RefusalCode[];

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(refusalsEn, code);
}

/** The code whose English entry is exactly this text (a verdict of an access rule), if any. */
export function refusalCodeOf(text: string): RefusalCode | undefined {
  return refusalCodes.find((code) => refusalsEn[code] === text);
}

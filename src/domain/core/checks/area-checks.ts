/**
 * Checks of the area manifests against the message registries (docs/declaration-checks.md,
 * A010): the registries are read from the manifests, so this check finds an area's text that
 * another area's overrides, and a registered area catalogue that belongs to no listed area.
 */
import type { AreaManifest } from '../area';
import type { Catalogue } from '../i18n/messages';

/** Refusal catalogues that belong to the core, not to an area. */
const coreRefusals = new Set(['entity', 'http', 'tasks', 'analytics', 'values', 'uploads']);

export function areaCatalogueProblems(
  areas: readonly AreaManifest[],
  refusalsByArea: Readonly<Record<string, Readonly<Record<string, string>>>>,
  catalogues: { en: Catalogue; ru: Catalogue },
): string[] {
  const problems: string[] = [];
  const listed = new Map(areas.map((area) => [area.name, area]));
  for (const area of areas) {
    if (area.refusals && refusalsByArea[area.name] !== area.refusals) {
      problems.push(`A010 Area ${area.name} names refusal codes that are not registered under its name in src/domain/core/refusals/refusal-codes.ts`);
    }
    for (const language of ['en', 'ru'] as const) {
      const own = area.messages?.[language] ?? {};
      const missing = Object.keys(own).filter((key) => catalogues[language][key] !== own[key]);
      if (missing.length) problems.push(`A010 Area ${area.name}: ${missing.length} text(s) of its ${language} catalogue are missing or overridden in src/domain/core/i18n/${language}.ts (first: "${missing[0]}")`);
    }
  }
  for (const name of Object.keys(refusalsByArea)) {
    if (coreRefusals.has(name)) continue;
    if (!listed.has(name)) problems.push(`A010 Refusal codes are registered for area ${name}, which is not in src/domain/areas.ts`);
    else if (listed.get(name)?.refusals !== refusalsByArea[name]) problems.push(`A010 Refusal codes registered for area ${name} are not the ones its manifest names`);
  }
  return problems;
}

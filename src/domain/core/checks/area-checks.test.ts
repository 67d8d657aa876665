import { describe, expect, it } from 'vitest';
import { areas } from '../../areas';
import { defineArea } from '../area';
import { en, ru } from '../i18n';
import { refusalCodesByArea } from '../refusals/refusal-codes';
import { areaCatalogueProblems } from './area-checks';

describe('area catalogue checks (A010)', () => {
  it('finds the real manifests and registries in agreement', () => {
    expect(areaCatalogueProblems(areas, refusalCodesByArea, { en, ru })).toEqual([]);
  });

  it('names unregistered refusals and texts, and registered refusals of no listed area', () => {
    const fresh = defineArea({
      name: 'fresh',
      entities: [],
      actions: [],
      refusals: { 'fresh.nope': 'Nope' },
      messages: { en: { 'Fresh text': 'Fresh text' }, ru: { 'Fresh text': 'Свежий текст' } },
      floors: { server: false, web: false },
    });
    expect(areaCatalogueProblems([...areas, fresh], { ...refusalCodesByArea, ghost: { 'ghost.x': 'X' } }, { en, ru })).toEqual([
      'A010 Area fresh names refusal codes that are not registered under its name in src/domain/core/refusals/refusal-codes.ts',
      'A010 Area fresh: 1 text(s) of its en catalogue are missing or overridden in src/domain/core/i18n/en.ts (first: "Fresh text")',
      'A010 Area fresh: 1 text(s) of its ru catalogue are missing or overridden in src/domain/core/i18n/ru.ts (first: "Fresh text")',
      'A010 Refusal codes are registered for area ghost, which is not in src/domain/areas.ts',
    ]);
  });
});

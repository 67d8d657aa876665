import type { Linter } from 'eslint';

export function areaNames(domainDir?: string): string[];
export const knownViolations: string[];
export function areaPattern(areas: string[]): { group: string[]; message: string };
export function floorBoundaryBlocks(areas?: string[], exceptions?: string[]): Linter.Config[];
export const floorBoundaries: Linter.Config[];

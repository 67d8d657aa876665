import type { Linter } from 'eslint';

export const analyticsWriters: string[];
export const analyticsWritePattern: { group: string[]; message: string };
export const analyticsDoor: Linter.Config[];

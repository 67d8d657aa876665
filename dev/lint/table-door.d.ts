import type { Linter } from 'eslint';

export const tablePattern: { group: string[]; message: string };
export const tableHolders: string[];
export function tableDoorBlocks(exceptions?: string[], areas?: string[], floorExceptions?: string[]): Linter.Config[];
export const tableDoor: Linter.Config[];

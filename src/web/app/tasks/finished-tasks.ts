/**
 * One notification per finished task, wherever the user is and across reloads: the browser
 * remembers (localStorage) the tasks it saw unfinished; when one of them is seen finished it is
 * announced once and forgotten. A task a screen is following itself (task-polling.ts) is
 * announced by that screen, not a second time here.
 */
import { isUnfinished, type TaskListRow } from './task-list';

const storageKey = 'taskCentre.watched';

export function readWatched(): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.map(String) : []);
  } catch {
    return new Set();
  }
}

export function writeWatched(watched: Set<string>): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify([...watched]));
  } catch {
    // A browser without storage announces only what it sees finish in this page.
  }
}

/** The tasks to announce now, and what to watch next (the unfinished ones among `rows`). */
export function finishedSince(rows: readonly TaskListRow[], watched: ReadonlySet<string>, followed: ReadonlySet<string>): { announce: TaskListRow[]; watched: Set<string> } {
  const announce = rows.filter((row) => !isUnfinished(row) && watched.has(row.id) && !followed.has(row.id));
  return { announce, watched: new Set(rows.filter(isUnfinished).map((row) => row.id)) };
}

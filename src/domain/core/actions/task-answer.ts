import { z } from 'zod';
import type { ActionDef } from './action';

/** The answer of an action that starts a background task: poll `tasks/{taskId}`. */
export const taskAnswer = z.object({ taskId: z.string() });

/** The action answers a task to follow (the browser polls it before reporting success). */
export function startsTask(action: Pick<ActionDef, 'answer'>): boolean {
  return action.answer === taskAnswer;
}

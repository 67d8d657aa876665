import { z } from 'zod';

/** The answer of an action that starts a background task: poll `tasks/{taskId}`. */
export const taskAnswer = z.object({ taskId: z.string() });

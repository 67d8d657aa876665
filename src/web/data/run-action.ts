/**
 * The one "call, follow the task, notify, reload" of the web app. runAction calls a declared
 * action through the data provider and, when its declared answer is a task, follows the task
 * to its end; runCall does the same for any other call (an entity's patch or delete). Then the
 * success message (or the refusal's text) is shown and the screen reloads.
 */
import type { ActionDef, AnswerOf } from '../../domain/core/actions/action';
import { startsTask } from '../../domain/core/actions/task-answer';
import { nothingSent, partlyDone, partlyDoneValues } from '../../domain/core/tasks/partly-done';
import { errorMessage } from '../app/api-error';
import type { ActionCall } from '../app/call-action';
import { pollTask, TaskFailedError } from '../app/task-polling';
import type { NotifyColour } from '../app/snackbar';
import { dataProvider } from './data-provider';

type Note = string | { message: string; colour?: NotifyColour; values?: Record<string, string> };

export interface RunOptions<R = unknown> {
  /** Default 'Success!'; a function chooses from the result; null: say nothing. */
  success?: Note | ((result: R) => Note | null) | null;
  /** Runs with the result before the success note (open the new orders, download the file). */
  then?(result: R): void | Promise<void>;
  /** The refusal's text (default: the server's detail). */
  errorText?(error: unknown): string;
  /** Follow the task the answer names (default: when the declared answer is a task). */
  followTask?: boolean;
}

export interface RunHelpers {
  notify(message: string, colour?: NotifyColour, values?: Record<string, string>): void;
  reload?(): void;
}

/** The action's answer, or the detail of the task it started (not declared: unknown). */
export type ActionResult<A extends ActionDef> = AnswerOf<A> extends { taskId: string } ? unknown : AnswerOf<A>;

/** Runs the call; true when it succeeded. The screen reloads either way. */
export async function runCall<R>(call: () => Promise<R>, options: RunOptions<R>, helpers: RunHelpers): Promise<boolean> {
  try {
    const result = await call();
    await options.then?.(result);
    const partly = partlyDone(result);
    // Shown as an error: a warning can be switched off, and what was not sent needs the user.
    if (partly) {
      helpers.notify('tasks.partlyDone', 'error', partlyDoneValues(partly));
      return true;
    }
    if (nothingSent(result)) {
      helpers.notify('tasks.nothingSent', 'primary');
      return true;
    }
    const success = options.success === undefined ? 'Success!' : options.success;
    const note = typeof success === 'function' ? success(result) : success;
    if (typeof note === 'string') helpers.notify(note, 'success');
    else if (note) helpers.notify(note.message, note.colour ?? 'success', note.values);
    return true;
  } catch (error) {
    if (error instanceof TaskFailedError && !options.errorText) helpers.notify('Task failed: {{detail}}', 'error', { detail: error.reason });
    else helpers.notify((options.errorText ?? errorMessage)(error), 'error');
    return false;
  } finally {
    helpers.reload?.();
  }
}

export function runAction<A extends ActionDef>(action: A, call: ActionCall<A>, options: RunOptions<ActionResult<A>>, helpers: RunHelpers): Promise<boolean> {
  const follow = options.followTask ?? startsTask(action);
  return runCall(
    async () => {
      const answer = await dataProvider.action(action, call);
      return (follow ? await pollTask((answer as { taskId: string }).taskId) : answer) as ActionResult<A>;
    },
    options,
    helpers,
  );
}

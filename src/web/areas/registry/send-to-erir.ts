/**
 * Sending to the registry from the browser (spec 1 §2, §7, §8): queue the send, poll its task,
 * then show the specification's success message, or the server's error text.
 */
import { creativeSend, type registryApis, type legalEntityToErir } from '../../../domain/actions/registry-actions';
import { callAction } from '../../app/call-action';
import { errorMessage } from '../../app/api-error';
import { pollTask } from '../../app/task-polling';

export type ToErirAction = typeof legalEntityToErir;
type Notify = (message: string, colour?: 'success' | 'error') => void;

/** Sends one record through `api`; true when every step was accepted. */
export async function sendToErir(action: ToErirAction, id: number, api: (typeof registryApis)[number], success: string, notify: Notify): Promise<boolean> {
  try {
    const { taskId } = await callAction(action, { params: { id }, query: { api } });
    await pollTask(taskId);
    notify(success, 'success');
    return true;
  } catch (error) {
    notify(errorMessage(error), 'error');
    return false;
  }
}

/** Sends creatives one task each (through their order's operator) and waits for all of them. */
export async function sendCreatives(ids: number[], success: string, notify: Notify): Promise<boolean> {
  const results = await Promise.allSettled(
    ids.map(async (id) => pollTask((await callAction(creativeSend, { params: { id }, query: {} })).taskId)),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) notify(errorMessage(failed.reason), 'error');
  else notify(success, 'success');
  return !failed;
}

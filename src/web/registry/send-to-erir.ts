/**
 * Sending to the registry from the browser (spec 1 §2, §7, §8): queue the send, follow its
 * task, then show the specification's success message, or the server's error text.
 */
import { creativeSend, type registryApis, type legalEntityToErir } from '../../domain/registry/registry-actions';
import { callAction } from '../app/call-action';
import { pollTask } from '../app/task-polling';
import { runAction, runCall, type RunHelpers } from '../data/run-action';

export type ToErirAction = typeof legalEntityToErir;

/** Sends one record through `api`; true when every step was accepted. */
export function sendToErir(action: ToErirAction, id: number, api: (typeof registryApis)[number], success: string, helpers: RunHelpers): Promise<boolean> {
  return runAction(action, { params: { id }, query: { api } }, { success }, helpers);
}

/** Sends creatives one task each (through their order's operator) and waits for all of them. */
export function sendCreatives(ids: number[], success: string, helpers: RunHelpers): Promise<boolean> {
  return runCall(
    async () => {
      const results = await Promise.allSettled(ids.map(async (id) => pollTask((await callAction(creativeSend, { params: { id }, query: {} })).taskId)));
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    { success },
    helpers,
  );
}

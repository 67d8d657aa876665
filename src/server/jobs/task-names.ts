/**
 * The task centre's `name` of a task: the stable key of the action that starts it
 * (`publisherInvoices.generate`), read from the queue it ran on through the areas' manifests
 * (`tasks`). A queue no manifest names is its own key (`mail.send`).
 * The keys are also the i18n keys of the task centre's labels (`tasks.names.<key>`).
 */
import { areas } from '../../domain/areas';

const keyOfQueue: Readonly<Record<string, string>> = Object.assign({}, ...areas.map((area) => area.tasks ?? {}));

const queueOfKey = new Map<string, string[]>();
for (const [queue, key] of Object.entries(keyOfQueue)) queueOfKey.set(key, [...(queueOfKey.get(key) ?? []), queue]);

/** The stable key of a task that ran on this queue. */
export const taskKeyOf = (queue: string): string => keyOfQueue[queue] ?? queue;

/** The queues whose tasks carry this key (the key itself when it is a queue's own name). */
export const queuesOfKey = (key: string): string[] => queueOfKey.get(key) ?? [key];

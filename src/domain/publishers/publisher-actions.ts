/**
 * Actions of the publisher side (spec 2 §2.2, §7.4, §8; API.md "Buying side"): the panel sync,
 * and sending a publisher or a publisher contract to the registry through the chosen operator,
 * or through every configured one when none is chosen. The non-media upload is a multipart
 * route of its own (server/publishers/nonmedia-upload-route.ts).
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';
import { registryApis } from '../registry/registry-actions';
import { taskAnswer } from '../core/actions/task-answer';

/** `POST erir/nonmedia/` multipart (`file`, `name`): the non-media spreadsheet (API.md "Buying side"). */
export const nonMediaUploadPath = 'erir/nonmedia/';

/** The specification's success messages (spec 2 §8). */
export const publisherMessages = {
  panelsSynced: 'Sync completed successfully',
  publisherSent: 'Publisher sent successfully',
  contractSent: 'Contract sent successfully',
} as const;

export const panelSync = defineAction({
  method: 'POST',
  path: 'publishers/panel/sync/',
  changesState: true,
  summary: "Upsert one panel per row of the analytics database's `panels` table (our publisher and comment kept); answers the task to poll",
  tags: ['publishers'],
  access: 'all',
  answer: taskAnswer,
});

const id = z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid);
const api = z.enum(registryApis, { error: 'Choose one of the offered values' });

const toErir = (path: string, what: string) =>
  defineAction({
    method: 'GET',
    path: `${path}to_erir/:id/`,
    changesState: true,
    summary: `Send ${what} to the registry through the chosen operator, or every configured one without \`api\`; answers the task to poll`,
    tags: ['registry'],
    access: 'all',
    params: z.object({ id }),
    query: z.object({ api: api.optional() }),
    answer: taskAnswer,
  });

export const publisherToErir = toErir('publishers/', 'a publisher (its contract’s legal entity, as a publisher)');
export const publisherContractToErir = toErir('publisher_contracts/', 'a publisher contract (our organisation and the publisher first)');

/**
 * Sending records to the state advertising registry (ERIR) through an operator (spec 1 §7,
 * spec 2 §7.4; issue "Registry reporting"). Every send is a background task: the call answers
 * `{taskId}` and the web app polls it, then shows the specification's success message.
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';

export const registryApis = ['VK', 'OZON', 'OTM'] as const;
export type RegistryApi = (typeof registryApis)[number];

const id = z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid);
const api = z.enum(registryApis, { error: 'Choose one of the offered values' });
const tags = ['registry'];

const toErir = (path: string, what: string) =>
  defineAction({
    method: 'GET',
    path: `${path}to_erir/:id/`,
    changesState: true,
    summary: `Send ${what} to the registry through the chosen operator (its counterparties and parent contracts first); answers the task to poll`,
    tags,
    access: 'all',
    params: z.object({ id }),
    query: z.object({ api }),
    answer: taskAnswer,
  });

export const legalEntityToErir = toErir('legal_entities/', 'a legal entity');
export const contractToErir = toErir('contracts/', 'a contract');
export const originalContractToErir = toErir('original_contracts/', 'an original contract');
export const platformToErir = toErir('domains/platforms/', 'a platform (as the pad of our billing organisation)');

export const creativeSend = defineAction({
  method: 'GET',
  path: 'creatives/send/:id/',
  changesState: true,
  summary:
    "Send a creative to the registry (its original contract and counterparties first, when not sent yet): through `api`, or the operator of the creative's primary order; answers the task to poll",
  tags,
  access: 'all',
  params: z.object({ id }),
  query: z.object({ api: api.optional() }),
  answer: taskAnswer,
});

export const registrySubmission = z.object({
  objectKind: z.string(),
  objectId: z.string(),
  api: z.enum(registryApis),
  state: z.string(),
  externalId: z.string().nullable(),
  ordId: z.string().nullable(),
  erid: z.string().nullable(),
  messages: z.array(z.string()),
  fieldErrors: z.record(z.string(), z.array(z.string())),
  attempts: z.number(),
  updatedAt: z.string(),
});
export type RegistrySubmission = z.infer<typeof registrySubmission>;

export const registrySubmissions = defineAction({
  method: 'GET',
  path: 'registry/submissions/',
  summary: 'Where the sends of one record stand, one row per operator: state, operator messages (whole and per field), attempts, ids',
  tags,
  access: 'all',
  // One of the kinds the areas declare (src/domain/registry-kinds.ts, which reads this area too): checked by the route.
  query: z.object({ kind: z.string({ error: messages.choice }), id }),
  answer: z.array(registrySubmission),
});

/** The specification's success messages (spec 1 §8, spec 2 §8). */
export const registryMessages = {
  legalEntitySent: 'LegalEntity sent successfully',
  contractSent: 'Contract are sent',
  originalContractSent: 'Original Contract are sent',
  platformSent: 'Platform sent successfully',
  creativesSent: 'All creatives are sent',
  registeredElsewhere: 'The creative is registered elsewhere: it has a marker but no operator id',
  noOperatorChosen: "Choose the registry operator: the creative's order has none",
  otmNotAvailable: 'Operator OTM is not available: set ORD_OTM_URL and ORD_OTM_TOKEN and provide its protocol',
} as const;

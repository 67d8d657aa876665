/**
 * Actions of the creatives area (spec 1 §2, §5, §7): clone creatives into an order and import
 * existing creatives into an order by marker or from another order. Each is all or nothing.
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';

const id = z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid);
const tags = ['creatives'];

export const cloneCreatives = defineAction({
  method: 'POST',
  path: 'creatives/clone_creatives/',
  summary:
    'Copy creatives as new, unregistered creatives (no marker, ERIR id or operator id): all of orderFrom\'s, or the listed ones, into orderTo (default: orderFrom)',
  tags,
  access: 'all',
  body: z.object({
    orderFrom: id,
    orderTo: id.nullish(),
    creatives: z.array(id, { error: messages.invalid }).max(1000, messages.invalid).nullish(),
  }),
  answer: z.object({ creatives: z.array(z.number()) }),
  status: 201,
});

export const importCreatives = defineAction({
  method: 'POST',
  path: 'creatives/import/',
  summary: 'Link existing creatives to an order: the one with this marker and/or every creative of fromOrder',
  tags,
  access: 'all',
  body: z.object({
    order: id,
    marker: z.string({ error: messages.invalid }).max(2_000, messages.invalid).nullish(),
    fromOrder: id.nullish(),
  }),
  answer: z.object({ creatives: z.array(z.number()) }),
});

/** Declared actions of __Title__: API calls beyond the generic ones, described once for the server and the browser. */
import { z } from 'zod';
import { defineAction } from '../core/actions/action';
import { messages } from '../core/rules/field-rules';

export const __areaCamel__Messages = {
  copy: '__areaCamel__.copy',
  copied: '__areaCamel__.copied',
  confirmCopy: '__areaCamel__.confirmCopy',
} as const;

export const copy__Entity__ = defineAction({
  method: 'POST',
  path: '__area__/copy/',
  summary: 'Copy a __entityLower__',
  tags: ['__area__'],
  access: 'all',
  confirm: __areaCamel__Messages.confirmCopy,
  body: z.object({ id: z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid) }),
  answer: z.record(z.string(), z.unknown()),
  status: 201,
});

/** Startup settings served by the reference area (API.md "Startup settings"). */
import { z } from 'zod';
import { defineAction } from '../core/actions/action';

export const enumerationsRead = defineAction({
  method: 'GET',
  path: 'frontend/enums/',
  summary: 'Every enumeration as {name: [{v, t}]}',
  tags: ['settings'],
  access: 'all',
  answer: z.record(z.string(), z.array(z.object({ v: z.string(), t: z.string() }))),
});

/**
 * The dashboards (spec 2 §2.6, §3 "Dashboard data", "Ageing data", "Holding data", §7.5): the
 * summary of the current year's orders, the debt ageing and the holding revenue by billing
 * organisation. Every signed-in user sees them (spec 2 §6 restricts none of them).
 */
import { z } from 'zod';
import { maxListedOrderIds, maxOrdersWithIds } from './ageing-buckets';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';

const tags = ['dashboards'];
const month = z.string().describe('YYYY-MM-01');
const shortItem = z.object({ t: z.string(), v: z.number() });
/** Comma-joined ids, as a list filter of the orders list takes them. */
const idList = z.string().regex(/^(\d{1,10}(,\d{1,10})*)?$/, messages.invalid).optional();

export const dashboardData = defineAction({
  method: 'GET',
  path: 'statistics/dash/',
  summary: "The current year's orders that are not canceled: sums with VAT and counts per report month and department, and sums per responsible manager",
  tags,
  access: 'all',
  answer: z.object({
    departments: z.array(z.object({ date: month, department: z.number().nullable(), sum: z.number(), count: z.number() })),
    managers: z.array(shortItem),
  }),
});

const ids = z
  .array(z.number())
  .nullable()
  .describe(`ids of the orders, up to ${maxListedOrderIds}; null past that (see count), and everywhere when the answer holds more than ${maxOrdersWithIds} orders (narrow it with holding, client or month)`);
const bucket = z.object({ sum: z.number(), count: z.number(), orders: ids });

export const ageingData = defineAction({
  method: 'GET',
  path: 'statistics/ageing/',
  summary:
    'Debts (sum with VAT − payments) of the orders not paid and not canceled, by holding (a client without one is a row of its own) and by due date (end date + contract payment delay): next, current, days late, total; and per due month with the cumulative sum',
  tags,
  access: 'all',
  query: z.object({
    department: idList,
    responsible: idList,
    holding: z.coerce.number({ error: messages.invalid }).int(messages.invalid).positive(messages.invalid).optional().describe('only the row of this holding'),
    client: z.coerce.number({ error: messages.invalid }).int(messages.invalid).positive(messages.invalid).optional().describe('only the orders of this client'),
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, messages.invalid).optional().describe('only the orders due in this month (YYYY-MM-01)'),
  }),
  answer: z.object({
    default: z.array(
      z.object({
        holding: z.number().nullable(),
        name: z.string(),
        clients: z.array(shortItem),
        next: bucket,
        current: bucket,
        before30: bucket,
        before60: bucket,
        before90: bucket,
        over90: bucket,
        total: bucket,
      }),
    ),
    month: z.array(z.object({ date: month, sum: z.number(), cumulative: z.number(), count: z.number(), orders: ids })),
  }),
});

export const holdingData = defineAction({
  method: 'GET',
  path: 'statistics/holding/',
  summary: "Per billing organisation (its contracts') and month of a year: the sum without VAT of the orders not canceled (by report month) and the sum of payments (by payment date)",
  tags,
  access: 'all',
  query: z.object({ year: z.coerce.number({ error: messages.invalid }).int(messages.invalid).min(2000, messages.invalid).max(2100, messages.invalid).optional() }),
  answer: z.object({
    profits: z.array(z.object({ organisation: z.number().nullable(), date: month, sum: z.number() })),
    payments: z.array(z.object({ organisation: z.number().nullable(), date: month, sum: z.number() })),
  }),
});

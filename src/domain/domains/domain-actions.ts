/**
 * The domain inventory's declared actions (API.md "Domain inventory"; spec 2 §7.4): a platform
 * made a domain ("To domain"), the batch upload, the inventory's refresh from the analytics
 * database and the custom white-label list. Spec 2 §6 names no role for them: everyone signed in,
 * except the one-click runs over the whole inventory (ping all, enrichment for all, the export to
 * Google): admins and managers (docs/decisions.md), refused 403 and disabled for others.
 */
import { z } from 'zod';
import { defineAction, type ActionRecord } from '../core/actions/action';
import { hasAccess, type Actor } from '../core/access';
import { taskAnswer } from '../core/actions/task-answer';
import { messages } from '../core/rules/field-rules';
import { inventoryMessages } from './domains-messages';
import { promptTypes } from './enrichment-answer';

const tags = ['domains'];

/** A call without `domain` runs over the whole inventory: admins and managers only. */
const wholeInventory = { availableFor: (actor: Actor, record: ActionRecord) => (record.domain || hasAccess('adminOrManager', actor) ? true : inventoryMessages.wholeInventoryRole), unavailableStatus: 403 } as const;
const model = z.record(z.string(), z.unknown());

export const connectDomain = defineAction({
  method: 'POST',
  path: 'domains/connect/',
  summary: "The domain of a platform (the platforms' \"To domain\"): 201 with the new domain, 200 with the existing one",
  tags,
  access: 'all',
  body: z.object({ platformId: z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid) }),
  answer: model,
  status: 201,
});

/**
 * A row of the batch upload not taken, as catalogue keys and values for the user's language
 * (API.md "Message codes"): `Row {{row}}: {{reason}}`, the reason one or more messages, each of
 * a field when the items service refused that field.
 */
const batchProblem = z.object({
  row: z.number(),
  reasons: z.array(z.object({ field: z.string().optional(), code: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) })),
});
export type BatchProblem = z.infer<typeof batchProblem>;

export const batchDomains = defineAction({
  method: 'POST',
  path: 'domains/batch/',
  summary:
    'Upload domains (multipart: file, name): an .xlsx with the template\'s columns; unknown platforms and tags are created; answers "N added, M updated" and one text per row not taken',
  tags,
  access: 'all',
  answer: z.object({
    detail: z.string(),
    code: z.string(),
    values: z.record(z.string(), z.number()),
    /** The first 1,000 rows not taken. */
    errors: z.array(z.string()),
    problems: z.array(batchProblem),
    /** How many rows were not taken, all of them. */
    errorsCount: z.number(),
    /** The `<file>_errors.log` with every problem's line; null without problems. */
    errorsFileId: z.number().nullable(),
  }),
});

export const refreshInventory = defineAction({
  method: 'POST',
  path: 'domains/wl/refresh/',
  summary: "The inventory's figures of the last 30 days from domain_stats (aggregated by the analytics database): new domains added, existing ones updated",
  tags,
  access: 'all',
  answer: taskAnswer,
});

export const customInventoryList = defineAction({
  method: 'POST',
  path: 'domains/wl/custom/',
  summary: 'CustomWL_{YYYY-MM-DD}.xlsx: the inventory row of each given domain (one a line or comma-separated) and the ones not in the inventory',
  tags,
  access: 'all',
  body: z.object({ domains: z.string({ error: inventoryMessages.customEmpty }).max(1_000_000, messages.invalid).refine((text) => text.trim() !== '', inventoryMessages.customEmpty) }),
  answer: taskAnswer,
});

export const checkDomains = defineAction({
  method: 'GET',
  path: 'domains/check/',
  summary:
    'Checks every domain in the background (https, then http; captcha pages recognised; public addresses only) and records httpCode, available, lastCheckAt and tries; answers "Check are running, wait." and the task to follow',
  tags,
  access: 'all',
  changesState: true,
  answer: z.object({ detail: z.string(), taskId: z.string() }),
});

/** An inventory row's domain text (optional: without it, the call is for every row). */
const inventoryDomain = z.string().trim().max(253, messages.invalid).optional();

export const pingInventory = defineAction({
  method: 'POST',
  path: 'domains/wl/ping/',
  summary: "The availability check of one inventory domain (its domain text) or of all: records availability and lastCheckAt; detail 'Ping completed!'",
  tags,
  access: 'all',
  ...wholeInventory,
  body: z.object({ domain: inventoryDomain }),
  answer: taskAnswer,
});

export const exportInventoryToGoogle = defineAction({
  method: 'POST',
  path: 'domains/wl/export/',
  summary: "The whole inventory into the first tab of the configured Google Sheet (Sheets API v4, service account); detail 'Export to Google completed!'",
  tags,
  access: 'all',
  ...wholeInventory,
  answer: taskAnswer,
});

export const enrichInventory = defineAction({
  method: 'POST',
  path: 'domains/wl/deepseek/',
  summary:
    "Audience or thematic enrichment by the language model for one inventory domain or every one lacking it; each answer validated before it is written; detail 'DeepSeek update completed! Updated: N, failed: M'",
  tags,
  access: 'all',
  ...wholeInventory,
  body: z.object({ domain: inventoryDomain, type: z.enum(promptTypes, { error: messages.invalid }) }),
  answer: taskAnswer,
});

/** The batch upload's columns, in the template's order (API.md). */
export const domainTemplateColumns = ['domain', 'platform', 'theme', 'format', 'content type', 'owner', 'tags', 'comment'] as const;
export type DomainTemplateColumn = (typeof domainTemplateColumns)[number];

export const domainsTemplate = defineAction({
  method: 'GET',
  path: 'static/domains_template.xlsx',
  summary: "The batch upload's template: an .xlsx with the columns domain, platform, theme, format, content type, owner, tags, comment",
  tags,
  access: 'all',
  answer: z.string().meta({ format: 'binary', description: 'The .xlsx template' }),
});

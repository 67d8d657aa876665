/** Actions of the counterparties area (spec 1 §2, §7, §8): import by tax number, CRM sync. */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';

export const noPartToImport = 'Choose what to import';

export const innLookup = defineAction({
  method: 'POST',
  path: 'legal_entities/inn_lookup/',
  summary: 'Fields of a legal entity from the company-data service by tax number (INN, optional KPP)',
  tags: ['counterparties'],
  access: 'all',
  body: z
    .object({
      inn: z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
        z.string({ error: messages.required }).min(1, messages.required).regex(/^\d+$/, messages.nonNegativeInteger),
      ),
      kpp: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().optional()),
      party: z.boolean().default(false),
      bank: z.boolean().default(false),
    })
    .refine((r) => r.party || r.bank, { message: noPartToImport, path: ['party'] }),
  answer: z.object({
    fullname: z.string().optional(),
    name: z.string().optional(),
    billingAddress: z.string().optional(),
    address: z.string().optional(),
    ceoName: z.string().optional(),
    legalForm: z.string().optional(),
    ownershipForm: z.string().optional(),
    billingInfo: z.object({
      inn: z.string(),
      kpp: z.string().optional(),
      ogrn: z.string().optional(),
      okpo: z.string().optional(),
      bankName: z.string().optional(),
      bik: z.string().optional(),
      correspondentAccount: z.string().optional(),
    }),
  }),
});

export const crmSyncStart = defineAction({
  method: 'POST',
  path: 'brands/sync/',
  summary: 'Start the CRM organisation sync; answers the task to poll',
  tags: ['counterparties'],
  access: 'all',
  answer: taskAnswer,
});

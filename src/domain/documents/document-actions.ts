/**
 * Order and contract documents (spec 1 §2, §7, §9; issue "Order documents"): generate the
 * documents of selected orders in the background, and open a contract's documents inline.
 */
import { z } from 'zod';
import { messages } from '../core/rules/field-rules';
import { documentTypeValues } from './document-types';
import { defineAction } from '../core/actions/action';
import { taskAnswer } from '../core/actions/task-answer';

const id = z.coerce.number({ error: messages.required }).int(messages.invalid).positive(messages.invalid).max(2_147_483_647, messages.invalid);
const tags = ['documents'];

export const contractDocumentNames = ['contract', 'attachment'] as const;
export const contractDocumentFormats = ['docx', 'pdf'] as const;

export const generateDocuments = defineAction({
  method: 'POST',
  path: 'documents/',
  summary:
    "Make the documents of orders: one .docx (or .pdf) for one order, a .zip of one file per order for several, a reconciliation statement .xlsx for COLLATION; the task's result is {fileId} of a generated file",
  tags,
  access: 'all',
  body: z.object({
    orders: z.array(id, { error: messages.required }).min(1, messages.required).max(1000, messages.invalid),
    type: z.enum(documentTypeValues, { error: messages.invalid }),
    signed: z.boolean().default(false),
    pdf: z.boolean().default(false),
  }),
  answer: taskAnswer,
});

export const contractDocumentFile = defineAction({
  method: 'GET',
  path: 'contracts/:id/docs/:name/',
  summary: 'A contract document opened inline: the contract, or the attachment of its latest order (404 when it has no orders)',
  tags,
  access: 'all',
  params: z.object({ id, name: z.enum(contractDocumentNames, { error: 'Unknown contract document' }) }),
  query: z.object({ format: z.enum(contractDocumentFormats, { error: messages.invalid }).default('docx') }),
  answer: z.string().meta({ format: 'binary', description: 'The .docx or .pdf file' }),
});

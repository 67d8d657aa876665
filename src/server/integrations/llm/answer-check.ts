/**
 * Reads a chat completion as an enrichment answer: its first choice's text, complete, parsed as
 * JSON and validated by the prompt type's schema before anything may be written.
 */
import type { ChatCompletion } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { enrichmentAnswers, type EnrichmentFields, type PromptType } from '../../../domain/domains/enrichment-answer';
import { RefusedAnswer } from './refused-answer';

/** Issues named in a schema refusal; the rest are left out. */
const namedIssues = 3;

function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, namedIssues)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function checkedAnswer<T extends PromptType>(completion: ChatCompletion, type: T): EnrichmentFields<T> {
  const choice = completion.choices?.[0];
  if (choice?.finish_reason === 'length') throw new RefusedAnswer('llm.answer.truncated');
  if (choice?.finish_reason === 'content_filter') throw new RefusedAnswer('llm.answer.rejected', { reason: 'content filter' });
  const text = choice?.message?.content?.trim();
  if (!text) throw new RefusedAnswer('llm.answer.empty');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RefusedAnswer('llm.answer.notJson');
  }
  const parsed = enrichmentAnswers[type].safeParse(json);
  if (!parsed.success) throw new RefusedAnswer('llm.answer.schema', { reason: issuesText(parsed.error) });
  return parsed.data as EnrichmentFields<T>;
}

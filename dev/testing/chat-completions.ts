/**
 * Answers of an OpenAI-compatible chat completions API (`POST {base}/chat/completions`) for a
 * local service (local-service.ts) playing the language model in tests.
 */
import type { LocalAnswer, RecordedRequest } from './local-service';

export function completion(content: string | null, finishReason = 'stop', delayMs?: number): LocalAnswer {
  return {
    status: 200,
    delayMs,
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_767_225_600,
      model: 'deepseek-chat',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason, logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

export const apiError = (status: number, message: string, headers?: Record<string, string>): LocalAnswer => ({
  status,
  headers,
  body: { error: { message, type: 'api_error', param: null, code: null } },
});

interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  response_format?: { type: string };
}

export const chatBody = (request: RecordedRequest): ChatRequestBody => request.body as ChatRequestBody;

/** The user message's text of a recorded request. */
export const userText = (request: RecordedRequest): string => chatBody(request).messages?.find((message) => message.role === 'user')?.content ?? '';

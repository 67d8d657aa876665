/**
 * What an operator's answer means for the send (issue "Registry reporting", retry classes):
 * a network failure, 5xx or 429 is worth another attempt later; 400/403/404/409 (and any other
 * refusal) will be refused again, so the operator's message is kept per field instead; 401 means
 * our key is wrong, so the operator is misconfigured until someone fixes its variables.
 * Pure: the future send job and the clients share this one table.
 */
export type AnswerClass = 'OK' | 'RETRY' | 'REJECTED' | 'MISCONFIGURED';

export type OperatorAnswer = { kind: 'network' } | { kind: 'http'; status: number };

export function classifyAnswer(answer: OperatorAnswer): AnswerClass {
  if (answer.kind === 'network') return 'RETRY';
  const { status } = answer;
  if (status >= 200 && status < 300) return 'OK';
  if (status === 401) return 'MISCONFIGURED';
  if (status === 429 || status === 408 || status >= 500) return 'RETRY';
  return 'REJECTED';
}

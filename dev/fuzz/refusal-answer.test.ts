import { describe, expect, it } from 'vitest';
import { refusalAnswerProblem } from './refusal-answer';

describe('a refusal answer as the fuzzer checks it', () => {
  it('passes with a known code and values', () => {
    expect(refusalAnswerProblem(JSON.stringify({ detail: 'Not found.', code: 'entity.notFound', values: {} }))).toBeNull();
  });

  it('fails without a code, with an unknown code, or without values', () => {
    expect(refusalAnswerProblem(JSON.stringify({ detail: 'Not found.' }))).toBe('a refusal with an unknown code undefined');
    expect(refusalAnswerProblem(JSON.stringify({ detail: 'x', code: 'no.suchCode', values: {} }))).toBe('a refusal with an unknown code "no.suchCode"');
    expect(refusalAnswerProblem(JSON.stringify({ detail: 'Not found.', code: 'entity.notFound' }))).toBe('a refusal without values (entity.notFound)');
    expect(refusalAnswerProblem('Not found')).toBe('a refusal that is not JSON');
  });
});

import { describe, expect, it } from 'vitest';
import { classifyAnswer, type AnswerClass, type OperatorAnswer } from './answer-class';

const http = (status: number): OperatorAnswer => ({ kind: 'http', status });

describe('classifyAnswer', () => {
  it.each<[string, OperatorAnswer, AnswerClass]>([
    ['no answer (network, timeout)', { kind: 'network' }, 'RETRY'],
    ['200 updated', http(200), 'OK'],
    ['201 created', http(201), 'OK'],
    ['204 no content', http(204), 'OK'],
    ['400 invalid request', http(400), 'REJECTED'],
    ['401 bad key', http(401), 'MISCONFIGURED'],
    ['403 forbidden', http(403), 'REJECTED'],
    ['404 unknown object', http(404), 'REJECTED'],
    ['408 request timeout', http(408), 'RETRY'],
    ['409 conflict', http(409), 'REJECTED'],
    ['415 wrong content type', http(415), 'REJECTED'],
    ['429 too many requests', http(429), 'RETRY'],
    ['500 server error', http(500), 'RETRY'],
    ['502 bad gateway', http(502), 'RETRY'],
    ['503 unavailable', http(503), 'RETRY'],
    ['504 gateway timeout', http(504), 'RETRY'],
  ])('%s → %s', (_, answer, expected) => {
    expect(classifyAnswer(answer)).toBe(expected);
  });
});

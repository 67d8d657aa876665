import { describe, expect, it } from 'vitest';
import { refuse } from '../../domain/core/refusals/refusal';
import { IntegrationError } from '../integrations/integration-error';
import { failureOfCode, storedFailure, taskFailureOf } from './task-failure';
import { serverStoppedDetail } from './task-heartbeat';

describe('a failed task’s reason', () => {
  it('keeps a stored refusal’s code and values, the English text as detail', () => {
    const stored = JSON.parse(JSON.stringify({ ...refuse.invalid('domains.noPrompt', { type: 'THEMATIC' }), message: 'There is no THEMATIC prompt: add one under Prompts' }));
    expect(taskFailureOf(stored)).toEqual({ detail: 'There is no THEMATIC prompt: add one under Prompts', code: 'domains.noPrompt', values: { type: 'THEMATIC' } });
  });

  it('gives the server’s and pg-boss’s own texts their codes', () => {
    expect(taskFailureOf({ value: serverStoppedDetail })).toEqual({ detail: serverStoppedDetail, code: 'tasks.serverStopped', values: {} });
    expect(taskFailureOf({ message: serverStoppedDetail })).toMatchObject({ code: 'tasks.serverStopped' });
    expect(taskFailureOf({ value: 'pg-boss shut down while active' })).toMatchObject({ code: 'tasks.workerStopped', values: {} });
    expect(taskFailureOf({ value: { message: 'job failed by timeout in active state' } })).toMatchObject({ code: 'tasks.expired' });
    expect(taskFailureOf({ message: 'handler execution exceeded 900000ms' })).toEqual({ detail: 'handler execution exceeded 900000ms', code: 'tasks.timedOut', values: { ms: 900000 } });
    expect(failureOfCode('tasks.cancelled')).toEqual({ detail: 'Task cancelled', code: 'tasks.cancelled', values: {} });
  });

  it('carries a text without a code as the reason of tasks.failed, and a code that is not a message code is ignored', () => {
    expect(taskFailureOf({ name: 'Error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' })).toEqual({ detail: 'connect ECONNREFUSED', code: 'tasks.failed', values: { reason: 'connect ECONNREFUSED' } });
    expect(taskFailureOf({ odd: 1 })).toEqual({ detail: '{"odd":1}', code: 'tasks.failed', values: { reason: '{"odd":1}' } });
    expect(taskFailureOf(null)).toEqual({ detail: 'Task failed', code: 'tasks.failedWithoutReason', values: {} });
  });

  it('stores an outside service’s error as integration.failed (an unset one with its own code), other errors as they are', () => {
    const outside = storedFailure(new IntegrationError('Pipedrive failed: HTTP 502', { service: 'pipedrive', code: 'UPSTREAM' }));
    expect(outside).toMatchObject({ code: 'integration.failed', values: { reason: 'Pipedrive failed: HTTP 502' }, message: 'Pipedrive failed: HTTP 502' });
    const unset = storedFailure(new IntegrationError('The CRM service is not configured: set PIPEDRIVE_TOKEN (and PIPEDRIVE_URL if not the default)', {
      service: 'pipedrive',
      code: 'NOT_CONFIGURED',
      refusal: { code: 'integration.notConfigured', values: { label: 'CRM service', token: 'PIPEDRIVE_TOKEN', url: 'PIPEDRIVE_URL' } },
    }));
    expect(unset).toMatchObject({ code: 'integration.notConfigured', message: 'The CRM service is not configured: set PIPEDRIVE_TOKEN (and PIPEDRIVE_URL if not the default)' });
    const plain = new Error('boom');
    expect(storedFailure(plain)).toBe(plain);
  });
});

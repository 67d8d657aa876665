/** The error an outside-service call rejects with, checked to be an IntegrationError. */
import { expect } from 'vitest';
import { IntegrationError } from '../../src/server/integrations/integration-error';

export async function failure(promise: Promise<unknown>): Promise<IntegrationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  return error as IntegrationError;
}

/**
 * An outside service's error as a refusal, for a route's answer or a failed task: its own code
 * and values when its message is catalogued (an unset service), otherwise `integration.failed`
 * with the service's text as `reason`. `detail` is the error's message either way.
 */
import { Refusal, refusalOfText } from '../../domain/core/refusals/refusal';
import type { IntegrationError } from './integration-error';

export function integrationRefusal(error: IntegrationError): Refusal {
  return error.refusal ? new Refusal('invalid', error.refusal.code, error.refusal.values) : refusalOfText('invalid', error.message, {}, 'integration.failed');
}

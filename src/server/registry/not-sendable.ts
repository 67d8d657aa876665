/**
 * A record the send plan refuses before anything is sent (an act without contract, a creative
 * registered elsewhere, statistics of a site with no platform): the message says what to do, a
 * registry refusal code with its values, so that the failed send task reads in the user's language.
 */
import { Refusal } from '../../domain/core/refusals/refusal';
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import type { MessageValues } from '../../domain/core/refusals/render-message';

export class NotSendable extends Refusal {
  constructor(code: RefusalCode, values: MessageValues = {}) {
    super('invalid', code, values);
    this.name = 'NotSendable';
  }
}

/**
 * A record the send plan refuses before anything is sent (an act without contract, a creative
 * registered elsewhere, statistics of a site with no platform): the message says what to do.
 */
export class NotSendable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotSendable';
  }
}

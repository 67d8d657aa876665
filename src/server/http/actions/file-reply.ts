/**
 * An action's answer that is a file made on the spot (a contract document): the action route
 * sends its bytes with download headers instead of JSON. Declare the action's answer as binary.
 */
import { contentDisposition, fileContentSecurityPolicy } from '../../files/download-headers';

export class FileReply {
  constructor(
    readonly name: string,
    readonly contentType: string,
    readonly data: Buffer,
    readonly disposition: 'inline' | 'attachment' = 'attachment',
  ) {}

  headers(): Record<string, string | number> {
    return {
      'content-type': this.contentType,
      'content-disposition': contentDisposition(this.name, this.disposition),
      'content-length': this.data.length,
      'x-content-type-options': 'nosniff',
      'content-security-policy': fileContentSecurityPolicy,
    };
  }
}

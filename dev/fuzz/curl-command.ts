/**
 * A fuzz call as a curl command to replay against a running server. Bodies with bytes a
 * shell cannot carry (NUL, invalid UTF-8) are piped in from base64.
 */
import type { FuzzRequest } from './fuzz-request';

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Control characters a shell argument cannot carry or a terminal would act on (tab and newlines are fine). */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

const printable = (payload: Buffer) => {
  const text = payload.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(payload)) return null;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return null;
  return text;
};

/** `base` is the server's address, e.g. http://localhost:3000. */
export function curlCommand(request: FuzzRequest, base = 'http://localhost:3000'): string {
  const parts = ['curl', '-sS', '-i', '-X', request.method, shellQuote(base + request.url)];
  if (request.actor !== 'anonymous') parts.push('-H', '"Authorization: Token $TOKEN_' + request.actor.toUpperCase() + '"');
  // curl adds a content type of its own to a body; `Content-Type:` sends none.
  if (request.contentType) parts.push('-H', shellQuote(`Content-Type: ${request.contentType}`));
  else if (request.payload) parts.push('-H', 'Content-Type:');
  if (!request.payload) return parts.join(' ');
  const text = printable(request.payload);
  if (text !== null) return [...parts, '--data-binary', shellQuote(text)].join(' ');
  return `echo ${request.payload.toString('base64')} | base64 -d | ${[...parts, '--data-binary', '@-'].join(' ')}`;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses before any route sees it
 * (oversized headers 431, a header timeout 408, a malformed request 400) answers in the API.md
 * error shape with a code, as every other 4xx does.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { refuse } from '../../domain/core/refusals/refusal';
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';

const answers: Record<string, [number, RefusalCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'request.headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request.timeout'],
};

export function clientErrorAnswer(error: { code?: string }): string {
  const [status, code] = answers[error.code ?? ''] ?? [400, 'request.malformed'];
  const body = JSON.stringify(refuse.invalid(code).body());
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`;
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorAnswer(error));
  socket.destroy(error);
}

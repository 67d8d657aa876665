/**
 * One call to an operator with its Bearer key (a JSON body, or a multipart form for a media
 * file), shared by the VK and Ozon clients: the answer
 * is classified (answer-class.ts) and every failure becomes an OrdError carrying that class, the
 * HTTP status and the operator's messages per field, read by the operator's own `readFault`.
 */
import { describeFetchFailure } from '../integration-error';
import { notConfigured, notConfiguredMessage, type ServiceSettings } from '../service-config';
import { classifyAnswer } from './answer-class';
import type { OrdConfig } from './config';
import { OrdError, type FieldMessages } from './ord-error';

export interface OperatorRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Path below the base URL, starting with a slash; ids already encoded. */
  path: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart/form-data body instead (fetch writes its boundary into the content type). */
  form?: FormData;
}

/** A form with one file field, as the operators' upload calls take it. */
export function fileForm(field: string, file: { name: string; contentType: string | null; data: Uint8Array }): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.data)], { type: file.contentType ?? 'application/octet-stream' }), file.name);
  return form;
}

function bodyOf(request: OperatorRequest): { headers: Record<string, string>; body?: BodyInit } {
  if (request.form) return { headers: {}, body: request.form };
  if (request.body === undefined) return { headers: {} };
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request.body) };
}

/** The operator's own error text and messages per field, read from an error body. */
export interface OperatorFault {
  message: string | null;
  fieldErrors: FieldMessages;
}

export type FaultReader = (body: unknown) => OperatorFault;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An unset key is a misconfigured operator: the message names the variables. */
export function requireOrdToken(settings: ServiceSettings, config: OrdConfig): string {
  if (!config.token) throw new OrdError(notConfiguredMessage(settings), { service: settings.service, answerClass: 'MISCONFIGURED', refusal: notConfigured(settings) });
  return config.token;
}

export async function callOperator(settings: ServiceSettings, config: OrdConfig, request: OperatorRequest, readFault: FaultReader): Promise<unknown> {
  const token = requireOrdToken(settings, config);
  const what = `${settings.label}: ${request.method} ${request.path}`;
  const { headers, body: sent } = bodyOf(request);
  let response: Response;
  try {
    response = await fetch(`${config.url}${request.path}`, {
      method: request.method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...headers },
      body: sent,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new OrdError(`${what} failed: ${describeFetchFailure(error, config.timeoutMs)}`, { service: settings.service, answerClass: 'RETRY', cause: error });
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    throw new OrdError(`${what} failed: ${describeFetchFailure(error, config.timeoutMs)}`, { service: settings.service, answerClass: 'RETRY', status: response.status, cause: error });
  }
  const answerClass = classifyAnswer({ kind: 'http', status: response.status });
  if (answerClass === 'OK') return body;

  const fault = readFault(body);
  const head = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const message =
    answerClass === 'MISCONFIGURED'
      ? `The ${settings.label} refused the key (${head}): check ${settings.tokenVariable} and ${settings.urlVariable}`
      : `${what} failed: ${head}${fault.message ? `: ${fault.message}` : ''}`;
  throw new OrdError(message, { service: settings.service, answerClass, status: response.status, fieldErrors: fault.fieldErrors });
}

/** `{a: {b: 1}}` → the value at 'a.b', for reading answers without trusting their shape. */
export function pick(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function addFieldMessage(errors: FieldMessages, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

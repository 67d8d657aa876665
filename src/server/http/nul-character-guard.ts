/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a value carrying one fails in the
 * database (22021) wherever it is used. Every request is checked once, before any handler
 * runs: a NUL in a path or query parameter answers 400 naming the parameter, in a JSON body
 * 400 `invalid form data` naming the field. Multipart parts are read by their handler, which
 * checks them with `containsNul`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../domain/core/entity';
import { messages } from '../../domain/core/rules/field-rules';
import { invalidFormData, refuse } from '../../domain/core/refusals/refusal';

export const containsNul = (text: string): boolean => text.includes('\u0000');

/** A name as it can be shown in a message (the NUL itself written out). */
const shown = (name: string) => name.split('\u0000').join('\\u0000');

/** Whether any string in `value`, key or value, at any depth, holds a NUL. Iterative: bodies may nest deeply. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (containsNul(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (containsNul(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

function checkParameters(parameters: unknown): void {
  if (parameters === null || typeof parameters !== 'object') return;
  for (const [name, value] of Object.entries(parameters)) {
    if (containsNul(name)) throw refuse.invalid('request.invalidParameterName', { name: shown(name) });
    if (holdsNul(value)) throw refuse.invalid('request.invalidParameterValue', { name });
  }
}

function checkBody(body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    if (holdsNul(body)) throw invalidFormData({ nonFieldErrors: [messages.invalid] });
    return;
  }
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(body)) {
    if (containsNul(name) || holdsNul(value)) errors[shown(name)] = [messages.invalid];
  }
  if (Object.keys(errors).length) throw invalidFormData(errors);
}

export function refuseNulCharacters(request: FastifyRequest): void {
  checkParameters(request.params);
  checkParameters(request.query);
  checkBody(request.body);
}

export function installNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNulCharacters(request));
}

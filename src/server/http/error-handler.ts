/**
 * Turns every failure into the API.md error shape: the one place where refusal kinds become
 * status codes. Client mistakes (bad JSON, wrong types, oversized bodies) are 4xx with a message
 * code; only a real defect is a 500, logged with its stack.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal, refuse, refusalOfText } from '../../domain/core/refusals/refusal';
import { databaseRefusal } from './database-errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { declaredInputError } from './actions/declared-input-error';
import { kindOfStatus, statusOfKind } from './refusal-status';
import { StoreUnavailableError } from '../files/byte-store';

const send = (reply: FastifyReply, refusal: Refusal) => reply.code(statusOfKind[refusal.kind]).send(refusal.body());

/** Fastify's own 4xx, by its error code. */
function frameworkRefusal(error: FastifyError, status: number): Refusal | null {
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse.tooLarge('request.tooLarge');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refuse.invalid('request.mediaType');
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return refuse.invalid('request.badJson');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return refuse.invalid('request.emptyJson');
  if (status >= 400 && status < 500) return refusalOfText(kindOfStatus(status), error.message);
  return null;
}

/** Fastify's `frameworkErrors`: a URL the router cannot take (bad escape, an over-long id) never reaches the error handler. */
export function routerRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void send(reply, frameworkRefusal(error, error.statusCode ?? 400) ?? refusalOfText('invalid', error.message));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => send(reply, refuse.notFound('route.notFound')));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.raw.aborted) {
      // The client went away mid-request (a cancelled upload): nobody reads the answer.
      request.log.info({ code: error.code }, 'request aborted by the client');
      return send(reply, refuse.invalid('request.aborted'));
    }
    if (error instanceof Refusal) return send(reply, error);
    if (error instanceof StoreUnavailableError) {
      // The file store (disk or bucket) could not take or give bytes: nothing was recorded.
      request.log.warn({ err: error }, 'file store unavailable');
      return send(reply, refuse.unavailable('files.storeUnavailable'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) return send(reply, declaredInputError(error.validation, error.validationContext));
    const refusal = databaseRefusal(error) ?? frameworkRefusal(error, error.statusCode ?? 500);
    if (refusal) return send(reply, refusal);
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'SERVER_ERROR' });
  });
}

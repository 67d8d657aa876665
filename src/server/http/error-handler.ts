/**
 * Turns every failure into the API.md error shape. Client mistakes (bad JSON, wrong types,
 * oversized bodies) are 4xx; only a real defect is a 500, logged with its stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { databaseErrorToApiError } from './database-errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { declaredInputError } from './actions/declared-input-error';

export const fileTooLarge = 'PROVIDED FILE TOO LARGE';

export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: 'Not found.' });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.raw.aborted) {
      // The client went away mid-request (a cancelled upload): nobody reads the answer.
      request.log.info({ code: error.code }, 'request aborted by the client');
      return reply.code(400).send({ detail: 'Request aborted' });
    }
    if (error instanceof ApiError) return reply.code(error.status).send(error.body());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalid = declaredInputError(error.validation, error.validationContext);
      return reply.code(invalid.status).send(invalid.body());
    }
    const fromDatabase = databaseErrorToApiError(error);
    if (fromDatabase) return reply.code(fromDatabase.status).send(fromDatabase.body());
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ detail: fileTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(400).send({ detail: 'Unsupported content type: send application/json' });
    }
    if (status === 429) return reply.code(429).send({ detail: error.message });
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'SERVER_ERROR' });
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiFailure } from '@paylink/shared';
import { AppError } from '../lib/app-error';

/** Turns every error into `{ success: false, error, code }`; bad input is a 4xx and 5xx replies never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { retryAfter, ...extra } = error.extra;
      if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
      const body: ApiFailure = { success: false, error: error.message, code: error.code, ...extra };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        msg: v.message ?? 'Invalid value',
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      }));
      const body: ApiFailure = { success: false, error: details[0]?.msg ?? 'Invalid request', code: 'VALIDATION_ERROR', details };
      return reply.status(400).send(body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, error: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, error: error.message, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
  });

}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiFailure, ErrorCode } from '@paylink/shared';
import { AppError } from '../lib/app-error';
import { isDataException } from '../lib/pg-errors';

/** Fastify's own 4xx errors, with messages that do not echo the (possibly huge or hostile) input back. */
const FRAMEWORK_ERRORS: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'Unsupported content type. Send JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'The request body does not match its Content-Length.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'Request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: "Body cannot be empty when content-type is set to 'application/json'",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'The request body is not valid JSON.' },
  FST_ERR_BAD_URL: { status: 400, error: 'The address contains an invalid character sequence.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'The address is too long.' },
};

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  error: string,
  extra: Record<string, unknown> = {},
) {
  const body: ApiFailure = { success: false, error, code, ...extra };
  return reply.status(status).send(body);
}

/** The body an AppError is answered with (a page that embeds an API answer builds it the same way). */
export function appErrorBody(error: AppError): ApiFailure {
  const { retryAfter: _retryAfter, ...extra } = error.extra;
  return { success: false, error: error.message, code: error.code, ...extra };
}

/**
 * Turns every error into `{ success: false, error, code }`: ours (AppError), validation, Fastify's own (body
 * parsing, bad URLs, 414), database rejections of a value, and anything else as a 500 that leaks nothing.
 * Pass it to Fastify's `frameworkErrors` option too, for the errors raised before routing.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const { retryAfter } = error.extra;
    if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
    return reply.status(error.status).send(appErrorBody(error));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      msg: v.message ?? 'Invalid value',
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    }));
    return send(reply, 400, 'VALIDATION_ERROR', details[0]?.msg ?? 'Invalid request', { details });
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return send(reply, known.status, 'BAD_REQUEST', known.error);
  // A value the database cannot store (out of range, malformed) is bad input, not our failure.
  if (isDataException(error)) return send(reply, 400, 'VALIDATION_ERROR', 'A value in the request is not valid.');
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 400 && status < 500)
    return send(reply, status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', error.message);
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/** The one answer for an unknown API route (and for anything else when no web app is served). */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

// A lone UTF-16 surrogate cannot be stored as text (or encoded as UTF-8 faithfully); NUL is refused by PostgreSQL text.
// eslint-disable-next-line no-control-regex -- NUL is exactly the character to refuse
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasUnsafeText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => UNSAFE_TEXT.test(k) || hasUnsafeText(v, depth + 1));
}

/**
 * One guard for every route, present and future: path parameters, query and JSON body must not carry NUL
 * bytes or lone surrogates, which no field of ours accepts and which would otherwise fail deep inside the
 * database as a 500. Runs before validation and authentication, so the answer is always the same 400.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasUnsafeText(request.params) || hasUnsafeText(request.query) || hasUnsafeText(request.body)) {
      throw new AppError(
        'VALIDATION_ERROR',
        'The request contains characters that are not allowed (NUL bytes or invalid Unicode).',
        400,
      );
    }
  });
}

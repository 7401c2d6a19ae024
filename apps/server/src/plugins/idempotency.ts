import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import {
  abandonIdempotentRequest,
  beginIdempotentRequest,
  finishIdempotentRequest,
  requestFingerprint,
  type IdempotencyScope,
} from '../modules/idempotency/idempotent-request';
import { currentAccount } from './authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key claim whose response must be stored. */
    idempotency?: IdempotencyScope;
  }
}

/**
 * preHandler (after authentication) for POST routes that create things: honours an `Idempotency-Key` header.
 * Parameters that fail validation never reach it, so, as with Stripe, they store nothing.
 */
export function idempotent(deps: Deps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || key.trim() === '' || key.length > 255) {
      throw new AppError('VALIDATION_ERROR', 'Idempotency-Key must be 1 to 255 characters', 400);
    }
    const scope = { accountId: currentAccount(request).id, key };
    const start = await beginIdempotentRequest(
      deps.db,
      scope,
      requestFingerprint(request.method, requestPath(request.url), request.body),
    );
    if (start.kind === 'replay') {
      return reply.header('Idempotent-Replayed', 'true').status(start.status).send(start.body);
    }
    request.idempotency = scope;
  };
}

/** The path of a request URL without its query string. */
function requestPath(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Stores the response of every request that claimed a key (a 5xx releases the key instead, so a retry runs again). */
export function registerIdempotency(app: FastifyInstance, deps: Deps): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = undefined;
    if (reply.statusCode >= 500) await abandonIdempotentRequest(deps.db, scope);
    else await finishIdempotentRequest(deps.db, scope, reply.statusCode, JSON.parse(String(payload)));
    return payload;
  });
}

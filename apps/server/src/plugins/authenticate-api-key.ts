import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { authenticateApiKey } from '../modules/api-keys/authenticate-api-key';
import type { Caller } from '../modules/credits/charge-api-call';
import { bearerToken, requireSession } from './authenticate';
import { limitApiMerchant } from './rate-limits';
import { assertRoleAllows } from './role-guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request was authenticated by an API key rather than a session. */
    apiKeyId?: string;
    /** The member who made that key (null for a key made before teams: the owner's). */
    apiKeyMaker?: { id: string; email: string } | null;
  }
}

/** The API key of a request: `X-API-Key: <key>` or `Authorization: Bearer pl_…` (session tokens never start with `pl_`). */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const bearer = bearerToken(request);
  return bearer?.startsWith('pl_') ? bearer : null;
}

/** preValidation hook for the merchant API: sets request.user, request.account and request.apiKeyId, or answers 401/403, then counts the key's rate limit. */
export function requireApiKey(deps: Deps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const apiKey = apiKeyOf(request);
    if (!apiKey) {
      throw new AppError(
        'UNAUTHORIZED',
        'An API key is required: send Authorization: Bearer <key> or X-API-Key: <key>.',
        401,
      );
    }
    const { user, account, apiKeyId, maker } = await authenticateApiKey(deps, apiKey);
    request.user = user;
    request.account = account;
    request.apiKeyId = apiKeyId;
    request.apiKeyMaker = maker;
    assertRoleAllows(request);
    await limitApiMerchant(deps, reply, account.id);
  };
}

/** Who made the request, for what it costs (`chargeApiCall`): the one place a route tells an API key from a session. */
export function callerOf(request: FastifyRequest): Caller {
  return request.apiKeyId ? 'api_key' : 'session';
}

/** preValidation hook for routes open to both the dashboard (session) and integrations (API key). */
export function requireSessionOrApiKey(deps: Deps) {
  const byKey = requireApiKey(deps);
  const bySession = requireSession(deps);
  return (request: FastifyRequest, reply: FastifyReply) =>
    apiKeyOf(request) ? byKey(request, reply) : bySession(request, reply);
}

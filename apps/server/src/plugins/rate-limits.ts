import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Deps } from '../deps';
import { readSessionToken } from '../modules/accounts/session-token';
import { consumeRateLimit, enforceRateLimit, rateLimited } from '../modules/rate-limits/consume-rate-limit';
import type { RateLimitName } from '../modules/rate-limits/rate-limits';
import { bearerToken, currentAccount } from './authenticate';

/** Counts one request, sets the RateLimit-* headers, and answers the one 429 (with Retry-After) past the limit. */
async function limit(limiter: RateLimiterAbstract, key: string, reply: FastifyReply, what: string): Promise<void> {
  const state = await consumeRateLimit(limiter, key);
  void reply.header('RateLimit-Limit', String(state.limit));
  void reply.header('RateLimit-Remaining', String(state.remaining));
  void reply.header('RateLimit-Reset', String(state.resetS));
  if (!state.allowed) {
    throw rateLimited(
      (minutes) =>
        `Rate limit exceeded: ${state.limit} requests per 15 minutes ${what}. Try again in ${minutes} minute(s).`,
      state.resetS,
    );
  }
}

/**
 * The per-account dashboard limit (SPEC section 9), more generous than the API's. A session is recognised from
 * its signature alone here unless the route's requireSession has already read it.
 */
export function registerRateLimits(app: FastifyInstance, deps: Deps): void {
  // preHandler, not onRequest: counting before the body is read made concurrent POSTs on PGlite crawl (bench).
  app.addHook('preHandler', async (request, reply) => {
    const token = bearerToken(request);
    if (!token || token.startsWith('pl_') || !request.url.startsWith('/api/')) return;
    // A route that required the session has read it already (request.sessionId); others read the token here.
    const userId = request.sessionId ? request.user?.id : (await readSessionToken(deps.jwtKey, token))?.userId;
    if (userId) await limit(deps.rateLimits.dashboard, userId, reply, 'for your account');
  });
}

/** Counts one merchant API request against the merchant's limit (shared by all of its keys: a new key is no new window). */
export function limitApiMerchant(deps: Deps, reply: FastifyReply, accountId: string): Promise<void> {
  return limit(deps.rateLimits.api, accountId, reply, 'per merchant');
}

/** preHandler limiting a route per signed-in account (the route's authentication runs first). */
export function limitPerAccount(deps: Deps, name: RateLimitName) {
  return async (request: FastifyRequest) => {
    await enforceRateLimit(deps.rateLimits[name], currentAccount(request).id);
  };
}

/** preHandler limiting a route per client IP (which honours TRUST_PROXY only). */
export function limitPerIp(deps: Deps, name: RateLimitName) {
  return async (request: FastifyRequest) => {
    await enforceRateLimit(deps.rateLimits[name], request.ip);
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { readSessionToken } from '../modules/auth/session-token';
import { consumeRateLimit } from '../modules/rate-limits/consume-rate-limit';
import { createRateLimiter, type RateLimitStore } from '../modules/rate-limits/create-rate-limiter';
import { bearerToken } from './authenticate';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiters: { apiKey: RateLimiterAbstract; dashboard: RateLimiterAbstract };
  }
}

const WINDOW_S = 15 * 60;

async function limit(limiter: RateLimiterAbstract, key: string, reply: FastifyReply, what: string): Promise<void> {
  const state = await consumeRateLimit(limiter, key);
  void reply.header('RateLimit-Limit', String(state.limit));
  void reply.header('RateLimit-Remaining', String(state.remaining));
  void reply.header('RateLimit-Reset', String(state.resetS));
  if (!state.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      `Rate limit exceeded: ${state.limit} requests per 15 minutes ${what}. Try again in ${Math.ceil(state.resetS / 60)} minute(s).`,
      429,
      { retryAfter: state.resetS },
    );
  }
}

/**
 * Shared request limits (SPEC section 9): per API key (checked by requireApiKey once the key is known) and, more
 * generous, per signed-in dashboard user. Counters live in the database, or in Redis when REDIS_URL is set.
 */
export async function registerRateLimits(app: FastifyInstance, deps: Deps): Promise<void> {
  const redis = deps.config.redisUrl ? new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const store: RateLimitStore = redis ? { kind: 'redis', redis } : { kind: 'db', db: deps.db };
  app.decorate('rateLimiters', {
    apiKey: createRateLimiter(store, { keyPrefix: 'api_key', points: deps.config.rateLimits.apiKeyPer15Min, durationS: WINDOW_S }),
    dashboard: createRateLimiter(store, { keyPrefix: 'dashboard', points: deps.config.rateLimits.dashboardPer15Min, durationS: WINDOW_S }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  // A session is recognised from its signature alone here; requireSession still re-reads the user on the route.
  // preHandler, not onRequest: counting before the body is read made concurrent POSTs on PGlite crawl (bench).
  app.addHook('preHandler', async (request, reply) => {
    const token = bearerToken(request);
    if (!token || token.startsWith('pl_') || !request.url.startsWith('/api/')) return;
    const session = await readSessionToken(deps.jwtKey, token);
    if (session) await limit(app.rateLimiters.dashboard, session.userId, reply, 'for your account');
  });
}

/** Counts one request of an authenticated API key and sets the RateLimit-* headers; 429 past the limit. */
export function limitApiKey(request: FastifyRequest, reply: FastifyReply, apiKeyId: string): Promise<void> {
  return limit(request.server.rateLimiters.apiKey, apiKeyId, reply, 'per API key');
}

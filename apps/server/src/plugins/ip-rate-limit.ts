import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { countAttempt, rateLimited } from '../modules/auth/attempt-counters';

/**
 * preHandler limiting a route per client IP with the counters in PostgreSQL, so the limit holds across API
 * processes (unlike an in-memory store). The client IP honours TRUST_PROXY only.
 */
export function limitPerIp(deps: Deps, name: string, limit: { max: number; windowMs: number }) {
  return async (request: FastifyRequest) => {
    const key = `${name}:ip:${request.ip}`;
    const counter = (await countAttempt(deps.db, [key], limit.windowMs))[key]!;
    if (counter.count > limit.max) throw rateLimited((minutes) => `Too many requests. Please try again in ${minutes} minute(s).`, [counter]);
  };
}

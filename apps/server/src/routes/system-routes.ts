import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponseSchema } from '@paylink/shared';
import { publicClientConfig } from '../config/public-client-config';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';

const healthSchema = z.object({ status: z.literal('ok') });

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Both the socket and the client address (after trusted proxies) must be this machine: a local reverse proxy is not enough. */
function fromLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);
}

/** Health, public client configuration and (when DEV_OUTBOX is on) the dev email outbox. */
export function systemRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness: the process answers (no dependency is asked, so a database outage never gets it restarted).
    // Readiness: it can serve requests, the database answers; a load balancer sends traffic only while this is 200.
    // While shutting down, Fastify answers 503 to both, so the balancer drains the instance first.
    const health = { tags: ['System'], security: [] };
    app.get(
      '/health/live',
      { schema: { ...health, summary: 'Liveness: the process is up', response: { 200: healthSchema } } },
      async () => ({ status: 'ok' as const }),
    );
    const ready = async () => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (err) {
        deps.log.warn({ err }, 'readiness: the database does not answer');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.', 503);
      }
      return { status: 'ok' as const };
    };
    const readyDoc = { ...health, response: { 200: healthSchema, 503: errorResponseSchema } };
    app.get('/health/ready', { schema: { ...readyDoc, summary: 'Readiness: the database answers' } }, ready);
    app.get('/health', { schema: { ...readyDoc, summary: 'Readiness (same as /api/health/ready)' } }, ready);

    app.get('/config', async () => ({ success: true, data: publicClientConfig(deps.config) }));

    const outbox = deps.mailer.outbox;
    if (outbox) {
      if (!deps.config.offline) {
        deps.log.warn(
          'DEV_OUTBOX=true outside offline mode: every email (with its password-reset and verification links) is readable at /api/dev/outbox from this machine. Never use this in production.',
        );
      }
      app.get('/dev/outbox', async (request) => {
        if (!fromLoopback(request)) throw new AppError('NOT_FOUND', `Route GET ${request.url} not found`, 404);
        return { success: true, data: { emails: outbox() } };
      });
    }
  };
}

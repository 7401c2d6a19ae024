import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { pingDatabase } from '../modules/health/ping-database';
import { countQuarantined } from '../modules/payments/watch-payments';
import { NO_SECURITY, replies } from '../plugins/openapi';

const doc = { tags: ['System'], security: NO_SECURITY };

/**
 * Liveness and readiness, served by every process: API processes (under /api, in the OpenAPI document) and
 * workers (their own small listener, see worker-app.ts).
 */
export function healthRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness: the process answers (no dependency is asked, so a database outage never gets it restarted).
    // Readiness: it can serve requests, the database answers; a load balancer sends traffic only while this is 200.
    // While shutting down, Fastify answers 503 to both, so the balancer drains the instance first.
    const ok = z.object({ status: z.literal('ok') });
    app.get('/health/live', { schema: { ...doc, summary: 'Liveness: the process is up', response: replies({ 200: ok }) } }, async () => ({ status: 'ok' as const }));
    const ready = async () => {
      try {
        await pingDatabase(deps.db);
      } catch (err) {
        deps.log.warn({ err }, 'readiness: the database does not answer');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.', 503);
      }
    };
    app.get('/health/ready', { schema: { ...doc, summary: 'Readiness: the database answers', response: replies({ 200: ok }, 503) } }, async () => {
      await ready();
      return { status: 'ok' as const };
    });
    app.get(
      '/health',
      {
        schema: {
          ...doc,
          summary: 'Readiness, with the count of transactions the watcher keeps in quarantine',
          response: replies({ 200: z.object({ status: z.literal('ok'), watcher: z.object({ quarantined: z.number().int() }) }) }, 503),
        },
      },
      async () => {
        await ready();
        // Quarantined: transactions the watcher could not record (kept and retried; see README "Quarantine").
        return { status: 'ok' as const, watcher: { quarantined: await countQuarantined(deps.db) } };
      },
    );
  };
}

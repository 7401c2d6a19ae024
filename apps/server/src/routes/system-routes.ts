import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { publicClientConfig } from '../config/public-client-config';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { pingDatabase } from '../modules/health/ping-database';
import { countQuarantined } from '../modules/payments/watch-payments';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Both the socket and the client address (after trusted proxies) must be this machine: a local reverse proxy is not enough. */
function fromLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);
}

/** Health, public client configuration and (when DEV_OUTBOX is on) the dev email outbox. */
export function systemRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', async (_request, reply) => {
      await pingDatabase(deps.db);
      // Quarantined: transactions the watcher could not record (kept and retried; see README "Quarantine").
      return reply.send({ status: 'ok', watcher: { quarantined: await countQuarantined(deps.db) } });
    });

    app.get('/config', async () => ({ success: true, data: publicClientConfig(deps.config) }));

    const outbox = deps.mailer.outbox;
    if (outbox) {
      app.get('/dev/outbox', async (request) => {
        if (!fromLoopback(request)) throw new AppError('NOT_FOUND', `Route GET ${request.url} not found`, 404);
        return { success: true, data: { emails: outbox() } };
      });
    }
  };
}

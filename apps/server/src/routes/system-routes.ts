import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { publicClientConfig } from '../config/public-client-config';
import type { Deps } from '../deps';

/** Health, public client configuration and (when DEV_OUTBOX is on) the dev email outbox. */
export function systemRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', async (_request, reply) => {
      await deps.db.execute(sql`select 1`);
      return reply.send({ status: 'ok' });
    });

    app.get('/config', async () => ({ success: true, data: publicClientConfig(deps.config) }));

    const outbox = deps.mailer.outbox;
    if (outbox) {
      app.get('/dev/outbox', async () => ({ success: true, data: { emails: outbox() } }));
    }
  };
}

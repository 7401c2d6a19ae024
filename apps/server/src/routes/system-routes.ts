import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientConfigSchema, networksSchema, successSchema } from '@paylink/shared';
import type { FastifyRequest } from 'fastify';
import { publicClientConfig } from '../config/public-client-config';
import { networkProfiles } from '../modules/chains/network-profiles';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { NO_SECURITY, replies } from '../plugins/openapi';
import { healthRoutes } from './health-routes';

const doc = { tags: ['System'], security: NO_SECURITY };
const clockBodySchema = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(1)
    .max(5 * 366 * 86_400),
});
const clockSchema = z.object({ now: z.string().meta({ format: 'date-time' }) });
const outboxSchema = z.object({
  emails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Both the socket and the client address (after trusted proxies) must be this machine: a local reverse proxy is not enough. */
function fromLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);
}

/** Health, public client configuration, (when DEV_OUTBOX is on) the dev email outbox, and (offline) the product clock. */
export function systemRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(healthRoutes(deps));

    app.get(
      '/config',
      {
        schema: {
          ...doc,
          summary: 'Settings the web app reads',
          response: replies({ 200: successSchema(clientConfigSchema) }),
        },
      },
      async () => ({ success: true as const, data: publicClientConfig(deps.config) }),
    );

    app.get(
      '/networks',
      {
        schema: {
          ...doc,
          summary: 'The networks this server offers, as each describes itself',
          description:
            'Per offered network: its name, address kind, the saved wallet its links are paid into, its tokens (mint or contract as `asset`), how a transfer names its link (`reference` or a unique `amount`), chain id, confirmations, whether the local test wallet pays on it, and what the hosted page shows (the address and "send exactly", the QR alt text, refund claims).',
          response: replies({ 200: successSchema(networksSchema) }),
        },
      },
      async () => ({ success: true as const, data: { networks: networkProfiles(deps.config) } }),
    );

    const outbox = deps.mailer.outbox;
    if (outbox) {
      app.get(
        '/dev/outbox',
        {
          schema: {
            ...doc,
            summary: 'DEV_OUTBOX only, from this machine: the last emails sent',
            response: replies({ 200: successSchema(outboxSchema) }, 404),
          },
        },
        async (request) => {
          if (!fromLoopback(request)) throw new AppError('NOT_FOUND', `Route GET ${request.url} not found`, 404);
          return { success: true as const, data: { emails: outbox() } };
        },
      );
    }

    // Offline mode only, like Stripe's test clocks: move the product's time forward to watch renewals happen.
    if (deps.config.offline) {
      app.post(
        '/dev/clock',
        {
          schema: {
            ...doc,
            summary: 'Offline mode only, from this machine: move the product clock forward',
            description:
              'Every rule that spans days (subscription periods, renewal links, grace) reads this clock; the renewal job runs at once after a move.',
            body: clockBodySchema,
            response: replies({ 200: successSchema(clockSchema) }, 404),
          },
        },
        async (request) => {
          if (!fromLoopback(request)) throw new AppError('NOT_FOUND', `Route POST ${request.url} not found`, 404);
          deps.clock.advance(request.body.advanceSeconds * 1000);
          return { success: true as const, data: { now: deps.clock.now().toISOString() } };
        },
      );
    }
  };
}

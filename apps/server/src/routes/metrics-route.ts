import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { bearerToken } from '../plugins/authenticate';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN as a bearer token. Without
 * METRICS_TOKEN the route does not exist. Every request is also timed here, by route pattern.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  app.addHook('onResponse', async (request, reply) => {
    deps.metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  const token = deps.config.metricsToken;
  if (!token) return;
  const expected = digest(token);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      schema: {
        // Operators' endpoint outside /api: not part of the merchant-facing document (see docs/operations.md).
        hide: true,
        tags: ['System'],
        summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
        security: [{ metricsToken: [] }],
        response: { 200: z.string(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const sent = bearerToken(request);
      if (!sent || !timingSafeEqual(digest(sent), expected))
        throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.', 401);
      const body = await deps.metrics.registry.metrics();
      return reply.type(deps.metrics.registry.contentType).send(body);
    },
  );
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { adminRoutes } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { paymentRoutes } from './routes/payment-routes';
import { systemRoutes } from './routes/system-routes';

export interface AppOptions {
  /** Built web app to serve (apps/web/dist); omitted in API-only tests. */
  webDist?: string;
  emailRateLimitPerHour?: number;
}

/** The root plugin: external plugins, then app plugins, then routes (fastify/demo boot order). */
export async function buildApp(deps: Deps, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: deps.log, trustProxy: true, bodyLimit: 64 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(rateLimit, { global: false });
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  await app.register(systemRoutes(deps), { prefix: '/api' });
  await app.register(authRoutes(deps, { emailRateLimitPerHour: opts.emailRateLimitPerHour ?? 20 }), { prefix: '/api/auth' });

  await app.register(paymentRoutes(deps), { prefix: '/api/payments' });
  await app.register(adminRoutes(deps), { prefix: '/api/admin' });

  // The web app routes in the browser: any non-API GET that is not a file gets index.html.
  const webDist = opts.webDist && existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  if (webDist) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (webDist && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ success: false, error: `Route ${request.method} ${request.url} not found`, code: 'NOT_FOUND' });
  });
  return app;
}

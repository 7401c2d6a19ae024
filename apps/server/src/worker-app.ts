import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import { handleError, notFound, registerErrorHandler } from './plugins/error-handler';
import { healthRoutes } from './routes/health-routes';
import { registerMetrics } from './routes/metrics-route';

/**
 * What a worker process (--role=worker) serves on PORT: liveness and readiness for the orchestrator, and, with
 * METRICS_TOKEN, its own /metrics: watcher ticks, RPC calls by method and webhook attempts happen only in
 * workers, so only a worker can report them. Nothing else: no API, no web app.
 */
export async function buildWorkerApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log.child({}),
    // Probes and scrapes every few seconds would drown the worker's own log.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerMetrics(app, deps);
  await app.register(healthRoutes(deps), { prefix: '/api' });
  app.setNotFoundHandler(notFound);
  return app;
}

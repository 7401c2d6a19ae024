import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';

/** Security requirement of routes that take an API key (either header works). */
type Security = { [scheme: string]: string[] }[];
export const API_KEY_SECURITY: Security = [{ bearerApiKey: [] }, { headerApiKey: [] }];
export const SESSION_SECURITY: Security = [{ session: [] }];

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (so it cannot drift from what the server
 * validates and sends). Registered before the routes, whose declarations it collects; served at /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Paylink API',
        version: '1.0.0',
        description:
          'Create Solana Pay payment links from your backend. Every response is `{ success: true, data }` or ' +
          '`{ success: false, error, code }`. Amounts are decimal strings. One credit per successful API-key call; ' +
          '100 requests per 15 minutes per key (RateLimit-* headers on every response). POSTs accept an Idempotency-Key header.',
      },
      servers: [{ url: deps.config.appUrl }],
      tags: [
        { name: 'Payment links', description: 'Merchant API (API key)' },
        { name: 'Public', description: 'No authentication: what a paying customer sees' },
        { name: 'Dashboard', description: 'Signed-in merchant (session token)' },
        { name: 'API keys', description: 'Manage your API key (session token)' },
        { name: 'System', description: 'Health checks for load balancers, metrics for Prometheus' },
      ],
      components: {
        securitySchemes: {
          bearerApiKey: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer pl_live_… (your API key)' },
          headerApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Session token from /api/auth/login' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <METRICS_TOKEN>' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** GET /api/openapi.json: the generated document. */
export function openApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

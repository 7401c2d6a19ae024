import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { errorResponseSchema, webhookEvents, WEBHOOK_SIGNATURE_HEADERS } from '@paylink/shared';
import type { Deps } from '../deps';
import { serverPath } from '../lib/server-root';

/** Security requirement of an operation: API key (either header works), session, or none (`[]`). */
type Security = { [scheme: string]: string[] }[];
export const API_KEY_SECURITY: Security = [{ bearerApiKey: [] }, { headerApiKey: [] }];
export const SESSION_SECURITY: Security = [{ session: [] }];
export const NO_SECURITY: Security = [];
/** Public, but a session changes the answer. */
export const OPTIONAL_SESSION_SECURITY: Security = [{}, ...SESSION_SECURITY];

/** Statuses any route may answer: bad input (400), a body too large or not JSON (413, 415), rate limited (429). */
const ALWAYS = [400, 413, 415, 429] as const;
type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 422 | 502 | 503;
/** What signed-in routes add: no or a bad session (401), a disabled account (403). */
export const SESSION_ERRORS = [401, 403] as const;
/** What API-key routes add: no or a bad key (401), no credits left (402), no active plan or a disabled account (403). */
export const API_KEY_ERRORS = [401, 402, 403] as const;

/**
 * A route's `response` declaration: its success schemas plus the error shape for every error status it can answer
 * (those any route may answer are always included). The contract check in the tests fails on a status not declared.
 */
export function replies<S extends Record<number, unknown>>(
  success: S,
  ...errors: (ErrorStatus | readonly ErrorStatus[])[]
) {
  const statuses = [...ALWAYS, ...errors.flat()];
  return {
    ...success,
    ...(Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
      ErrorStatus,
      typeof errorResponseSchema
    >),
  };
}

/** A non-JSON answer (image, event stream, HTML, CSV), declared with its content type (bytes or text, any shape). */
export function nonJson(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.unknown().meta({ description }) } } };
}

/** The OpenAPI `webhooks` section: one POST per event Paylink sends, with its body schema and signature headers. */
export function webhooksSection(): Record<string, OpenAPIV3_1.PathItemObject> {
  const headers = Object.entries(WEBHOOK_SIGNATURE_HEADERS).map(([name, { description, required }]) => ({
    in: 'header' as const,
    name,
    required,
    description,
    schema: { type: 'string' as const },
  }));
  return Object.fromEntries(
    Object.entries(webhookEvents).map(([type, { summary, schema }]) => {
      const { $schema: _, ...body } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
      return [
        type,
        {
          post: {
            operationId: `webhook_${type.replace('.', '_')}`,
            tags: ['Webhooks'],
            summary,
            description: 'POSTed to the link’s webhookUrl, else to your endpoint in Settings → Webhooks.',
            parameters: headers,
            requestBody: { required: true, content: { 'application/json': { schema: body as never } } },
            responses: {
              '2XX': {
                description: 'Received. Any other answer (or none within 10 s) is retried with backoff for 3 days.',
              },
            },
          },
        },
      ];
    }),
  );
}

/** Real answers captured by the contract check from test runs (RECORD_OPENAPI_EXAMPLES=1), one file per operation and status. */
export const RECORDED_EXAMPLES_DIR = pathToFileURL(serverPath('openapi-examples') + path.sep);
export interface RecordedExample {
  method: string;
  path: string;
  status: string;
  body: unknown;
}

function recordedExamples(): RecordedExample[] {
  let files: string[];
  try {
    files = readdirSync(RECORDED_EXAMPLES_DIR).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(new URL(f, RECORDED_EXAMPLES_DIR), 'utf8')) as RecordedExample);
}

/** Puts each recorded answer into its operation's response as an example (answers of routes gone since are skipped). */
function withExamples(document: OpenAPIV3_1.Document, examples: RecordedExample[]): OpenAPIV3_1.Document {
  for (const example of examples) {
    const operation = document.paths?.[example.path]?.[example.method as OpenAPIV3_1.HttpMethods];
    const media = (operation?.responses?.[example.status] as OpenAPIV3_1.ResponseObject | undefined)?.content?.[
      'application/json'
    ];
    if (media)
      media.examples = {
        ...media.examples,
        recorded: { summary: 'A real answer, captured from the test suite', value: example.body },
      };
  }
  return document;
}

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (so it cannot drift from what the server
 * validates and sends). Registered before the routes, whose declarations it collects; served at /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance, deps: Deps): Promise<void> {
  const examples = recordedExamples();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Paylink API',
        version: '1.0.0',
        description:
          'Create crypto payment links (Solana, EVM networks, Bitcoin; GET /api/networks lists them) from your backend. Every response is `{ success: true, data }` or ' +
          '`{ success: false, error, code }`. Amounts are decimal strings. One credit per successful API-key call; ' +
          '100 requests per 15 minutes per key (RateLimit-* headers on every response). POSTs accept an Idempotency-Key header.',
      },
      servers: [{ url: deps.config.appUrl }],
      tags: [
        { name: 'Payment links', description: 'Merchant API (API key)' },
        {
          name: 'Subscriptions',
          description:
            'Merchant API (API key): recurring plans and their subscribers; each period is a payment link emailed to the customer (no custody)',
        },
        {
          name: 'Subscriptions (public)',
          description: 'No authentication: the subscribe page and the customer portal (by the emailed token)',
        },
        {
          name: 'Payouts',
          description:
            'Merchant API (API key): payouts to recipients, their claim links and the batches your own wallet signs (no custody)',
        },
        {
          name: 'AI assistants (MCP)',
          description: 'The Model Context Protocol server for AI assistants (API key): tools and payment resources',
        },
        { name: 'Webhooks', description: 'Webhook settings and delivery log, and the events Paylink sends' },
        { name: 'Public', description: 'No authentication: what a paying customer sees' },
        {
          name: 'Receipts',
          description: 'No authentication: signed receipts of completed payments, and the keys that verify them',
        },
        { name: 'Account', description: 'Sign-up, sign-in and the signed-in account' },
        { name: 'Dashboard', description: 'Signed-in merchant (session token)' },
        { name: 'API keys', description: 'Manage your API key (session token)' },
        { name: 'Billing', description: 'Plans, credit packs and purchases' },
        { name: 'Admin', description: 'Platform administration (admin session)' },
        {
          name: 'System',
          description: 'Health checks for load balancers, client configuration, metrics for Prometheus',
        },
      ],
      components: {
        securitySchemes: {
          bearerApiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'Authorization: Bearer pl_live_… (your API key)',
          },
          headerApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          session: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Session token from /api/auth/login',
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <METRICS_TOKEN>' },
        },
      },
      webhooks: webhooksSection(),
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      withExamples(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document, examples) as never,
  });
}

/** GET /api/openapi.json: the generated document. */
export function openApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { OUTBOX_EVENT_TYPES } from '@paylink/shared';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

/** Every "METHOD /path" the server registered, from Fastify's own route tree (children print under their parent). */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1]!.length / 4);
    const path = (depth > 0 ? parents[depth - 1]! : '') + match[2]!;
    parents[depth] = path;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with the error shape, examples and both API-key headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenAPIV3_1.Document;
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc) as never);
    expect(doc.components?.securitySchemes).toMatchObject({
      bearerApiKey: { type: 'http', scheme: 'bearer' },
      headerApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
    const create = doc.paths?.['/api/v1/payment-links']?.post;
    expect(create?.requestBody).toBeDefined();
    expect(JSON.stringify(create?.responses?.['201'])).toContain('#/components/schemas/Payment');
    expect(Object.keys((doc.components?.schemas?.Payment as OpenAPIV3_1.SchemaObject).properties ?? {})).toContain(
      'solanaPayUrl',
    );
    expect(JSON.stringify(create?.responses?.['402'])).toContain('#/components/schemas/Error');
    expect(JSON.stringify(doc.components?.schemas?.Error)).toContain('INSUFFICIENT_CREDITS');
    expect(JSON.stringify(doc)).toContain('"examples"');
    expect(create?.parameters?.map((p) => ('name' in p ? p.name : ''))).toContain('idempotency-key');
  });

  it('lists every route registered under /api/v1 and /api/payments', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenAPIV3_1.Document;
    const documented = new Set(
      Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item ?? {}).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const expected = registeredRoutes()
      .filter((r) => / \/api\/(v1|payments)\//.test(r))
      .map((r) => r.replace(/:(\w+)/g, '{$1}'));
    expect(expected.length).toBeGreaterThanOrEqual(13);
    for (const route of expected) expect(documented, route).toContain(route);
  });
});

describe('the contract of every operation', () => {
  it('declares tags, a summary, its security and a schema for every status, JSON or with its content type', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenAPIV3_1.Document;
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {}).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        op: op as OpenAPIV3_1.OperationObject,
      })),
    );
    expect(operations.length).toBeGreaterThan(60);
    for (const { name, op } of operations) {
      expect(op.tags?.length, name).toBeGreaterThan(0);
      expect(op.summary, name).toBeTruthy();
      expect(Array.isArray(op.security), `${name} declares its security`).toBe(true);
      for (const requirement of op.security ?? [])
        for (const scheme of Object.keys(requirement)) expect(schemes, name).toContain(scheme);
      const responses = Object.entries(op.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
      expect(
        responses.some(([status]) => /^2\d\d$/.test(status)),
        `${name} declares its success`,
      ).toBe(true);
      for (const [status, response] of responses) {
        expect(status, name).toMatch(/^[1-5]\d\d$/);
        expect(
          Object.keys(response.content ?? {}).length,
          `${name} ${status} has a content type and schema`,
        ).toBeGreaterThan(0);
      }
      if (
        (op.security ?? []).some((r) => 'session' in r || 'bearerApiKey' in r) &&
        !(op.security ?? []).some((r) => Object.keys(r).length === 0)
      ) {
        expect(op.responses, `${name} declares 401`).toHaveProperty('401');
      }
    }
  });

  it('lists every registered API route, and those that answer 401 without credentials declare their security', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenAPIV3_1.Document;
    const hidden = new Set(['GET /api/openapi.json']);
    for (const route of registeredRoutes().filter((r) => / \/api\//.test(r) && !hidden.has(r))) {
      const [method, path] = route.split(' ') as [string, string];
      const openApiPath = path.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
      const op = doc.paths?.[openApiPath]?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods];
      expect(op, route).toBeDefined();
      if (/\{/.test(openApiPath) || method !== 'GET') continue;
      const res = await ctx.app.inject({ method: 'GET', url: openApiPath });
      if (res.statusCode === 401)
        expect(op!.security?.length, `${route} answers 401 but declares no security`).toBeGreaterThan(0);
    }
  });

  it('describes every webhook event with its payload schema and signature headers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenAPIV3_1.Document;
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...OUTBOX_EVENT_TYPES, 'ping'].sort());
    const completed = doc.webhooks!['payment.completed'] as OpenAPIV3_1.PathItemObject;
    const headers = (completed.post!.parameters as OpenAPIV3_1.ParameterObject[]).map((p) => p.name);
    expect(headers).toEqual(
      expect.arrayContaining(['webhook-id', 'webhook-timestamp', 'webhook-signature', 'paylink-signature']),
    );
    const body = (completed.post!.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!
      .schema as OpenAPIV3_1.SchemaObject;
    expect(body.properties?.event_type).toMatchObject({ const: 'payment.completed' });
  });
});

describe('the examples', () => {
  it('are real answers recorded from the tests, each matching the schema of its operation and status', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenAPIV3_1.Document;
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addSchema(doc as object, 'openapi');
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item ?? {}) as [string, OpenAPIV3_1.OperationObject][]) {
        for (const [status, response] of Object.entries(op.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][]) {
          const recorded = response.content?.['application/json']?.examples?.recorded as
            OpenAPIV3_1.ExampleObject | undefined;
          if (!recorded) continue;
          const pointer = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema']
            .map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1'))
            .join('/');
          expect(ajv.validate({ $ref: `openapi#/${pointer}` }, recorded.value), `${method} ${path} ${status}`).toBe(
            true,
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

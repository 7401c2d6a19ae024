import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
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
    expect(Object.keys((doc.components?.schemas?.Payment as OpenAPIV3_1.SchemaObject).properties ?? {})).toContain('solanaPayUrl');
    expect(JSON.stringify(create?.responses?.['4XX'] ?? create?.responses?.['4xx'])).toContain('#/components/schemas/Error');
    expect(JSON.stringify(doc.components?.schemas?.Error)).toContain('INSUFFICIENT_CREDITS');
    expect(JSON.stringify(doc)).toContain('"examples"');
    expect(create?.parameters?.map((p) => ('name' in p ? p.name : ''))).toContain('idempotency-key');
  });

  it('lists every route registered under /api/v1 and /api/payments', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenAPIV3_1.Document;
    const documented = new Set(
      Object.entries(doc.paths ?? {}).flatMap(([path, item]) => Object.keys(item ?? {}).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const expected = registeredRoutes()
      .filter((r) => / \/api\/(v1|payments)\//.test(r))
      .map((r) => r.replace(/:(\w+)/g, '{$1}'));
    expect(expected.length).toBeGreaterThanOrEqual(13);
    for (const route of expected) expect(documented, route).toContain(route);
  });
});

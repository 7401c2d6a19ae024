import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestContext, type TestContext } from '../test/test-app';
import { FAST_SERIALIZED, serializerCompiler } from './fast-serializer';

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi-examples');
/** The recorded OpenAPI example of a route's answer (openapi-examples/<method>_<path>_<status>.json). */
function example(method: string, url: string, status: string): unknown {
  const name = `${method.toLowerCase()}_${url
    .slice(1)
    .replace(/:(\w+)/g, '$1_')
    .replace(/\//g, '_')}_${status}.json`;
  return (JSON.parse(readFileSync(path.join(examples, name), 'utf8')) as { body: unknown }).body;
}

const schemas = new Map<string, ZodType>();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, {
    instrument: (app) =>
      app.addHook('onRoute', (route: RouteOptions) => {
        const response = (route.schema?.response ?? {}) as Record<string, ZodType>;
        for (const method of [route.method].flat())
          for (const [status, schema] of Object.entries(response))
            schemas.set(`${method} ${route.url} ${status}`, schema);
      }),
  });
});
afterAll(() => ctx.close());

describe('the hot responses serialized from their JSON Schema', () => {
  it('name routes the app has, and send the same bytes as zod’s serializer for their recorded examples', () => {
    for (const key of FAST_SERIALIZED) {
      const [method, url, httpStatus] = key.split(' ') as [string, string, string];
      const schema = schemas.get(key);
      expect(schema, key).toBeDefined();
      const route = { schema: schema!, method, url, httpStatus };
      const body = example(method, url, httpStatus);
      const fast = serializerCompiler(route) as (data: unknown) => string;
      expect(fast(body), key).toBe((zodSerializerCompiler(route) as (data: unknown) => string)(body));
    }
  });

  it('still refuse an answer missing a required field', () => {
    const key = 'GET /api/payments/:id 200';
    const fast = serializerCompiler({
      schema: schemas.get(key)!,
      method: 'GET',
      url: '/api/payments/:id',
      httpStatus: '200',
    });
    expect(() => (fast as (data: unknown) => string)({ success: true, data: { id: 'pay_1' } })).toThrow(/required/);
  });
});

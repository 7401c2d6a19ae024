import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * The hot responses (a link's creation, its public status, the merchant's detail), by method, route and status.
 * Their zod schema is converted to JSON Schema once, as the OpenAPI document's is, and compiled by
 * fast-json-stringify: no zod pass per response (a third of the time, same bytes). A schema that cannot be
 * represented throws at start, not at a request.
 */
export const FAST_SERIALIZED = new Set([
  'POST /api/payments/payment-link 201',
  'POST /api/v1/payment-links 201',
  'GET /api/payments/:id 200',
  'GET /api/payments/payments/:id 200',
  'GET /api/v1/payment-links/:id 200',
]);

/** Zod's serializer (encode, then JSON.stringify) for every response but FAST_SERIALIZED's. */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  if (!FAST_SERIALIZED.has(`${route.method} ${route.url} ${route.httpStatus}`)) return zodSerializerCompiler(route);
  return fastJsonStringify(
    z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as never,
  );
};

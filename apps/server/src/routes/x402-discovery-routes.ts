import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount } from '../plugins/authenticate';
import { requireApiKey } from '../plugins/authenticate-api-key';
import { API_KEY_ERRORS, API_KEY_SECURITY, NO_SECURITY, replies } from '../plugins/openapi';
import { listInBazaar, unlistFromBazaar } from '../modules/x402/bazaar-listings';
import { discoveryResources } from '../modules/x402/discovery-resources';

const tags = ['Agents (x402)'];
const idParams = z.object({ id: z.string().min(1).max(64) });
const listingBody = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'description is required')
    .max(300, 'description must be at most 300 characters')
    .meta({ description: 'What buyers read in the Bazaar (the link’s label is never shown there)' }),
});
const listingSchema = z.object({
  paymentId: z.string(),
  resource: z.string().meta({ description: 'The link’s x402 URL' }),
  description: z.string(),
  listedAt: z.string(),
});
const discoveryQuery = z.object({
  type: z.string().max(16).optional(),
  network: z.string().max(64).optional().meta({ description: 'CAIP-2, e.g. eip155:8453' }),
  payTo: z.string().max(100).optional(),
  scheme: z.string().max(16).optional(),
  extensions: z.string().max(64).optional().meta({ description: 'Accepted, ignored' }),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
const discoveryResponse = z
  .object({
    x402Version: z.number().int(),
    items: z.array(
      z.looseObject({
        resource: z.string(),
        type: z.string(),
        x402Version: z.number().int(),
        accepts: z.array(
          z.looseObject({
            scheme: z.string(),
            network: z.string(),
            amount: z.string(),
            asset: z.string(),
            payTo: z.string(),
          }),
        ),
        lastUpdated: z.string(),
        description: z.string().optional(),
      }),
    ),
    pagination: z.object({ limit: z.number().int(), offset: z.number().int(), total: z.number().int() }),
  })
  .meta({ description: 'x402 Bazaar discovery list (as @x402/extensions/bazaar’s listResources reads it)' });

/**
 * x402's Bazaar (discovery): the links merchants chose to list, public at /api/x402/discovery/resources (the
 * facilitator's URL + /discovery/resources, where x402 clients look), and the merchant API that lists or unlists one.
 */
export function x402DiscoveryRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/x402/discovery/resources',
      {
        schema: {
          tags,
          security: NO_SECURITY,
          summary: 'x402 Bazaar: paid resources merchants listed (public)',
          description:
            'The payment links merchants listed (PUT /api/v1/payment-links/{id}/discovery) that take x402 payments now, newest first: each with the merchant’s description and what it asks now (`accepts`: amount, asset, network, the merchant’s wallet). No customer data. Filters: network, payTo, scheme, type (http); limit and offset.',
          querystring: discoveryQuery,
          response: replies({ 200: discoveryResponse }),
        },
      },
      async (request, reply) => {
        void reply.header('Access-Control-Allow-Origin', '*');
        // x402's own types (PaymentRequirements) have no index signature; the schema documents them loosely.
        return (await discoveryResources(deps, request.query)) as unknown as z.output<typeof discoveryResponse>;
      },
    );

    app.register(async (scope) => {
      const merchant = scope.withTypeProvider<ZodTypeProvider>();
      merchant.addHook('preValidation', requireApiKey(deps));
      const doc = { tags, security: API_KEY_SECURITY, params: idParams };
      merchant.put(
        '/api/v1/payment-links/:id/discovery',
        {
          schema: {
            ...doc,
            summary: 'List a payment link in the x402 Bazaar',
            description:
              'Opt-in, per link: the link appears in /api/x402/discovery/resources with this description and its price while it takes x402 payments (open, USDC on Ethereum, Base or Solana). Again: replaces the description. 404 for a link that is not yours or takes no x402 payments; 409 or 410 once it cannot be paid.',
            body: listingBody,
            response: replies({ 200: successSchema(z.object({ listing: listingSchema })) }, API_KEY_ERRORS, 404, 409),
          },
        },
        async (request) => ({
          success: true as const,
          data: {
            listing: await listInBazaar(deps, currentAccount(request).id, request.params.id, request.body.description),
          },
        }),
      );
      merchant.delete(
        '/api/v1/payment-links/:id/discovery',
        {
          schema: {
            ...doc,
            summary: 'Take a payment link out of the x402 Bazaar',
            response: replies({ 200: successSchema(z.object({ listed: z.literal(false) })) }, API_KEY_ERRORS, 404),
          },
        },
        async (request) => {
          await unlistFromBazaar(deps, currentAccount(request).id, request.params.id);
          return { success: true as const, data: { listed: false as const } };
        },
      );
    });
  };
}

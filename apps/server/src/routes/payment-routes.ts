import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdPaymentLinkSchema,
  createPaymentLinkSchema,
  errorResponseSchema,
  listPaymentsQuerySchema,
  paymentDetailSchema,
  publicPaymentSchema,
  successSchema,
  testPayBodySchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentUser, requireSession } from '../plugins/authenticate';
import { requireSessionOrApiKey } from '../plugins/authenticate-api-key';
import { idempotent } from '../plugins/idempotency';
import { limitPerIp } from '../plugins/ip-rate-limit';
import { API_KEY_SECURITY, SESSION_SECURITY } from '../plugins/openapi';
import { routeHeaders } from '../plugins/security-headers';
import { createPaymentLink } from '../modules/payments/create-payment-link';
import { getPaymentDetail } from '../modules/payments/get-payment-detail';
import { getPublicPayment } from '../modules/payments/get-public-payment';
import { listPayments } from '../modules/payments/list-payments';
import { paymentBalance, paymentStats } from '../modules/payments/payment-stats';
import { supportedNetworks, supportedTokens } from '../modules/payments/supported-tokens';
import { payWithTestWallet } from '../modules/payments/pay-with-test-wallet';
import { paymentChangesStreams } from './payment-changes-stream';
import { paymentQrPng } from '../modules/payments/payment-qr-png';
import { idempotencyHeaders } from './merchant-api-routes';
import { streamPayment } from './payment-stream';

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = { '4xx': errorResponseSchema };
const tokenSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  mint: z.string().optional().meta({ description: 'Solana: the token mint (none for SOL)' }),
  contract: z.string().optional().meta({ description: 'EVM: the token contract (none for ETH)' }),
});
const supportedTokensSchema = z.object({
  tokens: z.record(z.string(), z.array(tokenSchema)),
  networks: z.record(z.string(), z.object({ name: z.string(), tokens: z.array(z.string()), chainId: z.number().int().optional().meta({ description: 'EVM networks: the chain id' }) })),
});
const dashboard = { tags: ['Dashboard'], security: SESSION_SECURITY };

export function paymentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const streamPaymentChanges = paymentChangesStreams(deps);
  return async (app) => {
    app.get(
      '/supported-tokens',
      { schema: { tags: ['Public'], summary: 'Networks and tokens this server can verify', response: { 200: successSchema(supportedTokensSchema) } } },
      async () => ({
      success: true as const,
      data: { tokens: supportedTokens(deps.config), networks: supportedNetworks(deps.config) },
    }),
    );

    // The dashboard (session) and integrations (API key, SPEC section 7) create links through the same route.
    const createDoc = {
      tags: ['Payment links'],
      summary: 'Create a payment link (dashboard or API key)',
      description: 'Costs one credit. With an API key this is the same call as POST /api/v1/payment-links.',
      security: [...API_KEY_SECURITY, ...SESSION_SECURITY],
    };
    const createResponse = { 201: successSchema(createdPaymentLinkSchema), ...errors };
    app.post('/payment-link', { schema: { ...createDoc, headers: idempotencyHeaders, body: createPaymentLinkSchema, response: createResponse }, preHandler: [requireSessionOrApiKey(deps), idempotent(deps)] }, async (request, reply) => {
      const data = await createPaymentLink(deps, currentUser(request), request.body, { creditReason: request.apiKeyId ? 'api_call' : 'payment_link' });
      return reply.status(201).send({ success: true, data });
    });

    app.register(async (scope) => {
      const merchant = scope.withTypeProvider<ZodTypeProvider>();
      merchant.addHook('preHandler', requireSession(deps));

      merchant.get('/payments', { schema: { ...dashboard, summary: 'Your payments, by page', querystring: listPaymentsQuerySchema } }, async (request) => ({
        success: true,
        data: await listPayments(deps.db, currentUser(request).id, request.query),
      }));

      merchant.get(
        '/payments/:id',
        { schema: { ...dashboard, summary: 'One of your payments, with every transfer', params: idParams, response: { 200: successSchema(z.object({ payment: paymentDetailSchema })), ...errors } } },
        async (request) => ({
          success: true as const,
          data: { payment: await getPaymentDetail(deps.db, request.params.id, currentUser(request).id) },
        }),
      );

      // Server-Sent Events: which of the merchant's payments changed, as it happens (see payment-changes-stream).
      merchant.get('/changes', { schema: { ...dashboard, summary: 'Live feed of your payments that change (Server-Sent Events)' } }, async (request, reply) => {
        await streamPaymentChanges(currentUser(request).id, request, reply);
      });

      merchant.get('/stats', { schema: { ...dashboard, summary: 'Your payment statistics' } }, async (request) => ({ success: true, data: await paymentStats(deps.db, currentUser(request).id) }));
      merchant.get('/balance', { schema: { ...dashboard, summary: 'Your credits and amounts received' } }, async (request) => ({ success: true, data: await paymentBalance(deps.db, currentUser(request).id) }));
    });

    // Public: what a paying customer may see (documented merchant API, hosted payment page).
    app.get(
      '/:id',
      { schema: { tags: ['Public'], summary: 'Payment status (public)', params: idParams, response: { 200: successSchema(publicPaymentSchema), ...errors } } },
      async (request, reply) => {
        // Public data, read cross-origin by the /embed.js button on merchants' pages.
        void reply.header('Access-Control-Allow-Origin', '*');
        return { success: true as const, data: await getPublicPayment(deps.db, request.params.id) };
      },
    );

    // The link's QR image, rendered on demand; a link's URL never changes, so caches may keep it.
    app.get('/:id/qr.png', { schema: { tags: ['Public'], summary: 'QR code of the link (image/png, 300 px; cacheable)', params: idParams }, helmet: routeHeaders.crossOrigin }, async (request, reply) => {
      const png = await paymentQrPng(deps.db, request.params.id);
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400, immutable').send(png);
    });

    app.get('/:id/events', { schema: { tags: ['Public'], summary: 'Live status (Server-Sent Events of the public payment)', params: idParams } }, async (request, reply) => {
      await streamPayment(deps, request.params.id, request, reply);
    });

    // Offline demo only: pays a link from the local chain's faucet so the whole flow can be seen without a wallet.
    if (deps.config.solana.localChain || Object.values(deps.config.evm).some((net) => net.localChain)) {
      app.post(
        '/:id/test-pay',
        {
          schema: { tags: ['Public'], summary: 'Local chain only: pay the link (or `amount` of it) from the test wallet', params: idParams, body: testPayBodySchema },
          // Spends faucet funds on the local chain: limited per client IP, counted in the database.
          preHandler: limitPerIp(deps, 'test-pay', { max: 30, windowMs: 60_000 }),
        },
        async (request) => ({
          success: true,
          data: await payWithTestWallet(deps, request.params.id, request.body?.amount),
        }),
      );
    }
  };
}

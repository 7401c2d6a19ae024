import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentLinkSchema, listPaymentsQuerySchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentUser, requireSession } from '../plugins/authenticate';
import { requireSessionOrApiKey } from '../plugins/authenticate-api-key';
import { idempotent } from '../plugins/idempotency';
import { createPaymentLink } from '../modules/payments/create-payment-link';
import { getPayment } from '../modules/payments/get-payment';
import { listPayments } from '../modules/payments/list-payments';
import { toPaymentDto, toPublicPayment } from '../modules/payments/payment-dto';
import { paymentBalance, paymentStats } from '../modules/payments/payment-stats';
import { supportedNetworks, supportedTokens } from '../modules/payments/supported-tokens';
import { payWithTestWallet } from '../modules/payments/pay-with-test-wallet';
import { paymentQrPng } from '../modules/payments/payment-qr-png';
import { streamPayment } from './payment-stream';

const idParams = z.object({ id: z.string().min(1).max(64) });

export function paymentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/supported-tokens', async () => ({
      success: true,
      data: { tokens: supportedTokens(deps.config.usdcMint), networks: supportedNetworks(deps.config.usdcMint) },
    }));

    // The dashboard (session) and integrations (API key, SPEC section 7) create links through the same route.
    app.post('/payment-link', { schema: { body: createPaymentLinkSchema }, preHandler: [requireSessionOrApiKey(deps), idempotent(deps)] }, async (request, reply) => {
      const data = await createPaymentLink(deps, currentUser(request), request.body, request.apiKeyId ? 'api_call' : 'payment_link');
      return reply.status(201).send({ success: true, data });
    });

    app.register(async (scope) => {
      const merchant = scope.withTypeProvider<ZodTypeProvider>();
      merchant.addHook('preHandler', requireSession(deps));

      merchant.get('/payments', { schema: { querystring: listPaymentsQuerySchema } }, async (request) => ({
        success: true,
        data: await listPayments(deps.db, currentUser(request).id, request.query),
      }));

      merchant.get('/payments/:id', { schema: { params: idParams } }, async (request) => ({
        success: true,
        data: { payment: toPaymentDto(await getPayment(deps.db, request.params.id, currentUser(request).id)) },
      }));

      merchant.get('/stats', async (request) => ({ success: true, data: await paymentStats(deps.db, currentUser(request).id) }));
      merchant.get('/balance', async (request) => ({ success: true, data: await paymentBalance(deps.db, currentUser(request).id) }));
    });

    // Public: what a paying customer may see (documented merchant API, hosted payment page).
    app.get('/:id', { schema: { params: idParams } }, async (request) => ({
      success: true,
      data: toPublicPayment(await getPayment(deps.db, request.params.id)),
    }));

    // The link's QR image, rendered on demand; a link's URL never changes, so caches may keep it.
    app.get('/:id/qr.png', { schema: { params: idParams } }, async (request, reply) => {
      const png = await paymentQrPng(deps.db, request.params.id);
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400, immutable').send(png);
    });

    app.get('/:id/events', { schema: { params: idParams } }, async (request, reply) => {
      await streamPayment(deps, request.params.id, reply);
    });

    // Offline demo only: pays a link from the local chain's faucet so the whole flow can be seen without a wallet.
    if (deps.config.solana.localChain) {
      app.post('/:id/test-pay', { schema: { params: idParams }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => ({
        success: true,
        data: await payWithTestWallet(deps, request.params.id),
      }));
    }
  };
}

import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentLinkSchema, listPaymentsQuerySchema, testPayBodySchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentUser, requireSession } from '../plugins/authenticate';
import { createPaymentLink } from '../modules/payments/create-payment-link';
import { getPaymentDetail } from '../modules/payments/get-payment-detail';
import { getPublicPayment } from '../modules/payments/get-public-payment';
import { listPayments } from '../modules/payments/list-payments';
import { paymentBalance, paymentStats } from '../modules/payments/payment-stats';
import { supportedNetworks, supportedTokens } from '../modules/payments/supported-tokens';
import { payWithTestWallet } from '../modules/payments/pay-with-test-wallet';
import { paymentChangesStreams } from './payment-changes-stream';
import { streamPayment } from './payment-stream';

const idParams = z.object({ id: z.string().min(1).max(64) });

export function paymentRoutes(deps: Deps): FastifyPluginAsyncZod {
  const streamPaymentChanges = paymentChangesStreams(deps);
  return async (app) => {
    app.get('/supported-tokens', async () => ({
      success: true,
      data: { tokens: supportedTokens(deps.config.usdcMint), networks: supportedNetworks(deps.config.usdcMint) },
    }));

    app.register(async (scope) => {
      const merchant = scope.withTypeProvider<ZodTypeProvider>();
      merchant.addHook('preHandler', requireSession(deps));

      merchant.post('/payment-link', { schema: { body: createPaymentLinkSchema } }, async (request, reply) => {
        const data = await createPaymentLink(deps, currentUser(request), request.body);
        return reply.status(201).send({ success: true, data });
      });

      merchant.get('/payments', { schema: { querystring: listPaymentsQuerySchema } }, async (request) => ({
        success: true,
        data: await listPayments(deps.db, currentUser(request).id, request.query),
      }));

      merchant.get('/payments/:id', { schema: { params: idParams } }, async (request) => ({
        success: true,
        data: { payment: await getPaymentDetail(deps.db, request.params.id, currentUser(request).id) },
      }));

      // Server-Sent Events: which of the merchant's payments changed, as it happens (see payment-changes-stream).
      merchant.get('/changes', async (request, reply) => {
        await streamPaymentChanges(currentUser(request).id, request, reply);
      });

      merchant.get('/stats', async (request) => ({ success: true, data: await paymentStats(deps.db, currentUser(request).id) }));
      merchant.get('/balance', async (request) => ({ success: true, data: await paymentBalance(deps.db, currentUser(request).id) }));
    });

    // Public: what a paying customer may see (documented merchant API, hosted payment page).
    app.get('/:id', { schema: { params: idParams } }, async (request) => ({
      success: true,
      data: await getPublicPayment(deps.db, request.params.id),
    }));

    app.get('/:id/events', { schema: { params: idParams } }, async (request, reply) => {
      await streamPayment(deps, request.params.id, request, reply);
    });

    // Offline demo only: pays a link from the local chain's faucet so the whole flow can be seen without a wallet.
    if (deps.config.solana.localChain) {
      app.post(
        '/:id/test-pay',
        { schema: { params: idParams, body: testPayBodySchema }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
        async (request) => ({
          success: true,
          data: await payWithTestWallet(deps, request.params.id, request.body?.amount),
        }),
      );
    }
  };
}

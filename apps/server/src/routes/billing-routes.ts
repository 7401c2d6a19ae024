import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { purchaseCreditsSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { limitPerIp } from '../plugins/rate-limits';
import { currentUser, requireSession } from '../plugins/authenticate';
import { applyStripeEvent } from '../modules/billing/apply-stripe-event';
import { createCardCheckout } from '../modules/billing/create-card-checkout';
import { createCryptoPurchase } from '../modules/billing/create-crypto-purchase';
import { getCreditsOverview } from '../modules/billing/get-credits-overview';
import { verifyStripeEvent } from '../modules/billing/verify-stripe-event';

/** Signed-in purchase calls under /api/auth (SPEC section 7). */
export function purchaseRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.register(async (scope) => {
      const signedIn = scope.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('preHandler', requireSession(deps));
      // Each purchase call creates a checkout session or a payment link: limited per client IP on the shared limiter.
      const limit = limitPerIp(deps, 'purchase');

      signedIn.get('/credits', async (request) => ({ success: true, data: await getCreditsOverview(deps, currentUser(request).id) }));

      signedIn.post('/purchase-credits', { schema: { body: purchaseCreditsSchema }, preHandler: limit }, async (request) => {
        const { url, sessionId } = await createCardCheckout(deps, currentUser(request), request.body);
        return { success: true, data: { url, sessionId } };
      });

      signedIn.post('/purchase-credits-crypto', { schema: { body: purchaseCreditsSchema }, preHandler: limit }, async (request, reply) => {
        const { reused, ...data } = await createCryptoPurchase(deps, currentUser(request), request.body);
        // The same package asked again while its link is open: that link, not a new one.
        return reply.status(reused ? 200 : 201).send({ success: true, data });
      });
    });
  };
}

/** POST /api/webhooks/stripe: the signature is checked on the exact bytes Stripe sent, so this scope keeps JSON raw. */
export function stripeWebhookRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post('/stripe', { bodyLimit: 1024 * 1024 }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const event = verifyStripeEvent(deps.config, request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      const applied = await applyStripeEvent(deps.db, event);
      return { success: true, data: { received: true, duplicate: !applied } };
    });
  };
}

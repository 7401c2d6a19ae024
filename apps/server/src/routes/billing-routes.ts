import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditsOverviewSchema,
  cryptoPurchaseResponseSchema,
  purchaseCreditsSchema,
  successSchema,
  upgradePlanSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { limitPerIp } from '../plugins/rate-limits';
import { currentAccount, currentMerchant, requireSession } from '../plugins/authenticate';
import { NO_SECURITY, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';

const doc = { tags: ['Billing'], security: SESSION_SECURITY };
import { applyStripeEvent } from '../modules/billing/apply-stripe-event';
import { cancelPlan } from '../modules/billing/cancel-plan';
import { createCardCheckout } from '../modules/billing/create-card-checkout';
import { createCryptoPurchase } from '../modules/billing/create-crypto-purchase';
import { getCreditsOverview } from '../modules/billing/get-credits-overview';
import { upgradeCardPlan } from '../modules/billing/upgrade-card-plan';
import { verifyStripeEvent } from '../modules/billing/verify-stripe-event';

/** Signed-in purchase calls under /api/auth (SPEC section 7). */
export function purchaseRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.register(async (scope) => {
      const signedIn = scope.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('preValidation', requireSession(deps));
      // Each purchase call creates a checkout session or a payment link: limited per client IP on the shared limiter.
      const limit = limitPerIp(deps, 'purchase');

      signedIn.get(
        '/credits',
        {
          schema: {
            ...doc,
            summary: 'Your credits, plan and purchase history',
            response: replies({ 200: successSchema(creditsOverviewSchema) }, SESSION_ERRORS),
          },
        },
        async (request) => ({
          success: true as const,
          data: await getCreditsOverview(deps, currentAccount(request).id),
        }),
      );

      signedIn.post(
        '/plan/cancel',
        {
          schema: {
            ...doc,
            summary:
              'Cancel your card subscription at the end of its billing month (credits and API access stay until then)',
            response: replies(
              { 200: successSchema(z.object({ endsAt: z.string() })) },
              SESSION_ERRORS,
              404,
              409,
              502,
              503,
            ),
          },
          preHandler: limit,
        },
        async (request) => ({ success: true as const, data: await cancelPlan(deps, currentAccount(request).id) }),
      );

      signedIn.post(
        '/plan/upgrade',
        {
          schema: {
            ...doc,
            summary: 'Move your card subscription up to a bigger monthly plan, in place',
            description:
              'Stripe changes the subscription’s price and charges the difference for the rest of the billing month at once; the extra credits follow at once, and the renewal date stays. ' +
              '402 when the card is declined (nothing changes); 404 for a plan that is not bigger than yours; 409 for a plan paid in USDC (buy the bigger plan instead).',
            body: upgradePlanSchema,
            response: replies(
              { 200: successSchema(z.object({ plan: z.string() })) },
              SESSION_ERRORS,
              402,
              404,
              409,
              502,
              503,
            ),
          },
          preHandler: limit,
        },
        async (request) => ({
          success: true as const,
          data: await upgradeCardPlan(deps, currentAccount(request).id, request.body.plan),
        }),
      );

      signedIn.post(
        '/purchase-credits',
        {
          schema: {
            ...doc,
            summary: 'Buy credits by card: a Stripe Checkout session to redirect to',
            body: purchaseCreditsSchema,
            response: replies(
              { 200: successSchema(z.object({ url: z.string(), sessionId: z.string() })) },
              SESSION_ERRORS,
              404,
              502,
              503,
            ),
          },
          preHandler: limit,
        },
        async (request) => {
          const { url, sessionId } = await createCardCheckout(deps, currentMerchant(request), request.body);
          return { success: true as const, data: { url, sessionId } };
        },
      );

      signedIn.post(
        '/purchase-credits-crypto',
        {
          schema: {
            ...doc,
            summary: 'Buy credits in USDC: a payment link to pay (the open one again for a package already open)',
            body: purchaseCreditsSchema,
            response: replies(
              { 200: successSchema(cryptoPurchaseResponseSchema), 201: successSchema(cryptoPurchaseResponseSchema) },
              SESSION_ERRORS,
              404,
              409,
              503,
            ),
          },
          preHandler: limit,
        },
        async (request, reply) => {
          const { reused, ...data } = await createCryptoPurchase(deps, currentMerchant(request), request.body);
          // The same package asked again while its link is open: that link, not a new one.
          return reply.status(reused ? 200 : 201).send({ success: true as const, data });
        },
      );
    });
  };
}

/** POST /api/webhooks/stripe: the signature is checked on the exact bytes Stripe sent, so this scope keeps JSON raw. */
export function stripeWebhookRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post(
      '/stripe',
      {
        bodyLimit: 1024 * 1024,
        schema: {
          tags: ['Billing'],
          security: NO_SECURITY,
          summary: 'Stripe events (signed with Stripe-Signature)',
          response: replies(
            { 200: successSchema(z.object({ received: z.literal(true), duplicate: z.boolean() })) },
            503,
          ),
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const event = verifyStripeEvent(
          deps.config,
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        const applied = await applyStripeEvent(deps.db, event);
        return { success: true as const, data: { received: true as const, duplicate: !applied } };
      },
    );
  };
}

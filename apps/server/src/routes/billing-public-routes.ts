import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditPricingSchema, subscriptionPlanSchema, successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { OPTIONAL_SESSION_SECURITY, replies } from '../plugins/openapi';
import { optionalUser } from '../plugins/authenticate';
import { listVisiblePlans, listVisiblePricings } from '../modules/billing/list-visible-offers';

/**
 * Public offers under /api/admin (SPEC section 7), filtered for the caller (SPEC section 6): an anonymous
 * caller, or one with an invalid token, gets the non-subscriber view. Any origin may read them (the landing
 * page on port 3000 lists the plans); they carry no personal data.
 */
const doc = { tags: ['Billing'], security: OPTIONAL_SESSION_SECURITY };

export function billingPublicRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription-plans/public',
      {
        schema: {
          ...doc,
          summary: 'Subscription plans you may buy (signed in or not)',
          response: replies({ 200: successSchema(z.object({ plans: z.array(subscriptionPlanSchema) })) }),
        },
      },
      async (request, reply) => {
        void reply.header('access-control-allow-origin', '*');
        return {
          success: true as const,
          data: { plans: await listVisiblePlans(deps.db, await optionalUser(deps, request)) },
        };
      },
    );

    app.get(
      '/credit-pricing/public',
      {
        schema: {
          ...doc,
          summary: 'Credit packs you may buy (signed in or not)',
          response: replies({ 200: successSchema(z.object({ pricings: z.array(creditPricingSchema) })) }),
        },
      },
      async (request, reply) => {
        void reply.header('access-control-allow-origin', '*');
        return {
          success: true as const,
          data: { pricings: await listVisiblePricings(deps.db, await optionalUser(deps, request)) },
        };
      },
    );
  };
}

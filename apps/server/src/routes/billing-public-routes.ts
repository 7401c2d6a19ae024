import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { optionalUser } from '../plugins/authenticate';
import { listVisiblePlans, listVisiblePricings } from '../modules/billing/list-visible-offers';

/**
 * Public offers under /api/admin (SPEC section 7), filtered for the caller (SPEC section 6): an anonymous
 * caller, or one with an invalid token, gets the non-subscriber view. Any origin may read them (the landing
 * page on port 3000 lists the plans); they carry no personal data.
 */
export function billingPublicRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/subscription-plans/public', async (request, reply) => {
      void reply.header('access-control-allow-origin', '*');
      return { success: true, data: { plans: await listVisiblePlans(deps.db, await optionalUser(deps, request)) } };
    });

    app.get('/credit-pricing/public', async (request, reply) => {
      void reply.header('access-control-allow-origin', '*');
      return { success: true, data: { pricings: await listVisiblePricings(deps.db, await optionalUser(deps, request)) } };
    });
  };
}

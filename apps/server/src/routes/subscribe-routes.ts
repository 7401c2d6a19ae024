import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  portalResponseSchema,
  publicPlanResponseSchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { limitPerIp } from '../plugins/rate-limits';
import { NO_SECURITY, replies } from '../plugins/openapi';
import { publicPlan } from '../modules/subscriptions/public-plan';
import { subscribe } from '../modules/subscriptions/subscribe';
import { portalCancel, portalSubscription } from '../modules/subscriptions/portal-subscription';

const doc = { tags: ['Subscriptions (public)'], security: NO_SECURITY };
const planParams = z.object({ planId: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(128) });

/** The customer's side of subscriptions: the subscribe page's API (/api/subscribe) and the portal (/api/subscription-portal). */
export function subscribeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscribe/:planId',
      {
        schema: {
          ...doc,
          summary: 'A plan as the subscribe page shows it',
          params: planParams,
          response: replies({ 200: publicPlanResponseSchema }, 404),
        },
      },
      async (request) => ({ success: true as const, data: await publicPlan(deps, request.params.planId) }),
    );

    app.post(
      '/subscribe/:planId',
      {
        schema: {
          ...doc,
          summary: 'Subscribe to a plan',
          description:
            'Creates the subscription (INCOMPLETE) and its first link, and emails the customer the hosted payment page and the portal link. ' +
            'Paying the link makes it ACTIVE and spends the merchant’s credit for it (a subscription nobody pays costs nothing). ' +
            '400 for a bad email, 404 for an unknown or deleted plan, 402 when the merchant has no credits. ' +
            '429 (`RATE_LIMITED`, with Retry-After) past 10 requests a minute per IP, 3 subscriptions an hour per email address and plan (10 across plans), ' +
            'or when the plan already has SUBSCRIBE_MAX_UNPAID_PER_PLAN (default 50) subscriptions started in the last 24 hours with an unpaid first link.',
          params: planParams,
          body: subscribeBodySchema,
          response: replies({ 201: subscriptionResponseSchema }, 402, 404),
        },
        preHandler: limitPerIp(deps, 'subscribe'),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true,
          data: { subscription: await subscribe(deps, request.params.planId, request.body.email) },
        }),
    );

    app.get(
      '/subscription-portal/:token',
      {
        schema: {
          ...doc,
          summary: 'The customer portal: plan, status, period and links',
          description: 'The token is the secret from the subscription emails.',
          params: tokenParams,
          response: replies({ 200: portalResponseSchema }, 404),
        },
        preHandler: limitPerIp(deps, 'subscriptionPortal'),
      },
      async (request) => ({
        success: true as const,
        data: { subscription: await portalSubscription(deps, request.params.token) },
      }),
    );

    app.post(
      '/subscription-portal/:token/cancel',
      {
        schema: {
          ...doc,
          summary: 'The customer cancels their subscription',
          description: 'CANCELED at once; no renewal is issued; currentPeriodEnd is kept. 409 when already canceled.',
          params: tokenParams,
          response: replies({ 200: portalResponseSchema }, 404, 409),
        },
        preHandler: limitPerIp(deps, 'subscriptionPortal'),
      },
      async (request) => ({
        success: true as const,
        data: { subscription: await portalCancel(deps, request.params.token) },
      }),
    );
  };
}

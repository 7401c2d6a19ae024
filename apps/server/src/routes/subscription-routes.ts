import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedPlanResponseSchema,
  listSubscriptionsQuerySchema,
  planBodySchema,
  planListResponseSchema,
  planResponseSchema,
  subscriptionListResponseSchema,
  subscriptionResponseSchema,
  subscriptionSummaryResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { requireApiKey } from '../plugins/authenticate-api-key';
import { API_KEY_ERRORS, API_KEY_SECURITY, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { createPlan } from '../modules/subscriptions/create-plan';
import { deletePlan } from '../modules/subscriptions/delete-plan';
import { findPlan } from '../modules/subscriptions/find-plan';
import { getSubscription } from '../modules/subscriptions/get-subscription';
import { listPlans } from '../modules/subscriptions/list-plans';
import { listSubscriptions } from '../modules/subscriptions/list-subscriptions';
import { merchantCancelSubscription } from '../modules/subscriptions/merchant-cancel-subscription';
import { updatePlan } from '../modules/subscriptions/update-plan';
import { resendLink } from '../modules/subscriptions/resend-link';
import { subscriptionSummary } from '../modules/subscriptions/subscription-summary';
import { limitPerAccount } from '../plugins/rate-limits';
import { activeSubscriberCounts } from '../modules/subscriptions/active-subscriber-counts';
import { toPlanDto } from '../modules/subscriptions/plan-dto';

const idParams = z.object({ id: z.string().min(1).max(64) });
const resentResponseSchema = z.object({ success: z.literal(true), data: z.object({ paymentId: z.string() }) });

/**
 * A merchant's plans and subscribers (issue 33): under /api/subscriptions for the dashboard (session), and the same
 * routes under /api/v1/subscriptions with an API key (free: only the links the subscriptions issue cost credits).
 */
export function subscriptionRoutes(deps: Deps, auth: 'session' | 'apiKey'): FastifyPluginAsyncZod {
  const doc =
    auth === 'session'
      ? { tags: ['Dashboard'], security: SESSION_SECURITY }
      : { tags: ['Subscriptions'], security: API_KEY_SECURITY };
  const errors = auth === 'session' ? SESSION_ERRORS : API_KEY_ERRORS;
  return async (app) => {
    app.addHook('preValidation', auth === 'session' ? requireSession(deps) : requireApiKey(deps));

    app.post(
      '/plans',
      {
        schema: {
          ...doc,
          summary: 'Create a subscription plan',
          description:
            'A price per period (a token amount, or USD/EUR quoted in payCurrency when each link is issued), the network, and the period (interval × intervalCount). ' +
            'Answers 201 with the plan and its subscribeUrl, the public page where customers subscribe. 400 names the field: empty name, amount ≤ 0, unknown interval, intervalCount < 1.',
          body: planBodySchema,
          response: replies({ 201: planResponseSchema }, errors),
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ success: true, data: { plan: await createPlan(deps, currentAccount(request).id, request.body) } }),
    );

    app.get(
      '/plans',
      {
        schema: {
          ...doc,
          summary: 'Your subscription plans on sale, newest first',
          response: replies({ 200: planListResponseSchema }, errors),
        },
      },
      async (request) => ({
        success: true as const,
        data: { plans: await listPlans(deps, currentAccount(request).id) },
      }),
    );

    app.get(
      '/plans/:id',
      {
        schema: {
          ...doc,
          summary: 'One of your subscription plans',
          params: idParams,
          response: replies({ 200: planResponseSchema }, errors, 404),
        },
      },
      async (request) => {
        const plan = await findPlan(deps.db, request.params.id, currentAccount(request).id);
        const counts = await activeSubscriberCounts(deps.db, [plan.id]);
        return { success: true as const, data: { plan: toPlanDto(deps.config, plan, counts.get(plan.id) ?? 0) } };
      },
    );

    app.put(
      '/plans/:id',
      {
        schema: {
          ...doc,
          summary: 'Replace a subscription plan',
          description:
            'Same body as creation. Links issued from now on (renewals included) use the new fields; links already issued keep theirs.',
          params: idParams,
          body: planBodySchema,
          response: replies({ 200: planResponseSchema }, errors, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { plan: await updatePlan(deps, currentAccount(request).id, request.params.id, request.body) },
      }),
    );

    app.delete(
      '/plans/:id',
      {
        schema: {
          ...doc,
          summary: 'Take a plan off sale',
          description: 'Nobody new can subscribe; its subscribers keep renewing.',
          params: idParams,
          response: replies({ 200: deletedPlanResponseSchema }, errors, 404),
        },
      },
      async (request) => {
        await deletePlan(deps.db, currentAccount(request).id, request.params.id);
        return { success: true as const, data: { deleted: true as const } };
      },
    );

    app.get(
      '/summary',
      {
        schema: {
          ...doc,
          summary: 'Subscriber counts and monthly recurring revenue',
          description:
            'ACTIVE and PAST_DUE subscribers, and the MRR of the ACTIVE ones per currency (each plan price turned monthly).',
          response: replies({ 200: subscriptionSummaryResponseSchema }, errors),
        },
      },
      async (request) => ({
        success: true as const,
        data: { summary: await subscriptionSummary(deps, currentAccount(request).id) },
      }),
    );

    app.get(
      '',
      {
        schema: {
          ...doc,
          summary: 'Your subscribers, newest first',
          description: 'Filter by status and plan; paged.',
          querystring: listSubscriptionsQuerySchema,
          response: replies({ 200: subscriptionListResponseSchema }, errors),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listSubscriptions(deps.db, currentAccount(request).id, request.query),
      }),
    );

    app.get(
      '/:id',
      {
        schema: {
          ...doc,
          summary: 'One subscription with its links',
          params: idParams,
          response: replies({ 200: subscriptionResponseSchema }, errors, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { subscription: await getSubscription(deps, currentAccount(request).id, request.params.id) },
      }),
    );

    app.post(
      '/:id/cancel',
      {
        schema: {
          ...doc,
          summary: 'Cancel a subscription',
          description:
            'CANCELED at once: no renewal is issued any more; currentPeriodEnd is kept so you can honour the paid period. 409 when already canceled.',
          params: idParams,
          response: replies({ 200: subscriptionResponseSchema }, errors, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: { subscription: await merchantCancelSubscription(deps, currentAccount(request).id, request.params.id) },
      }),
    );

    app.post(
      '/:id/resend',
      {
        schema: {
          ...doc,
          summary: 'Email the subscriber their open link again',
          description:
            'Re-sends the unpaid first or renewal link with the portal link. 409 when nothing is owed (paid up or canceled). 20 per hour per account.',
          params: idParams,
          response: replies({ 200: resentResponseSchema }, errors, 404, 409),
        },
        preHandler: limitPerAccount(deps, 'subscriptionResend'),
      },
      async (request) => ({
        success: true as const,
        data: await resendLink(deps, currentAccount(request).id, request.params.id),
      }),
    );
  };
}

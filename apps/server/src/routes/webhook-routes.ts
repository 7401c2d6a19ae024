import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listWebhookDeliveriesQuerySchema,
  replayFailedWebhooksSchema,
  sendTestWebhookSchema,
  setWebhookEndpointSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryDetailResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointResponseSchema,
  webhookReplayResponseSchema,
  webhookResumeResponseSchema,
  webhookTestResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { limitPerAccount } from '../plugins/rate-limits';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { getWebhookDelivery } from '../modules/webhooks/get-webhook-delivery';
import { listWebhookDeliveries } from '../modules/webhooks/list-webhook-deliveries';
import { replayFailedWebhooks, resendWebhookDelivery } from '../modules/webhooks/requeue-deliveries';
import { resumeWebhookEndpoint } from '../modules/webhooks/resume-webhook-endpoint';
import { rotateWebhookSecret } from '../modules/webhooks/rotate-webhook-secret';
import { sendTestWebhook } from '../modules/webhooks/send-test-webhook';
import { updateWebhookEndpoint } from '../modules/webhooks/update-webhook-endpoint';
import { viewWebhookEndpoint } from '../modules/webhooks/webhook-endpoint';
import { webhookEndpointRoutes } from './webhook-endpoint-routes';

const deliveryParams = z.object({ id: z.string().min(1).max(64) });
const doc = { tags: ['Webhooks'], security: SESSION_SECURITY };

/**
 * POST /deliveries/:id/resend for any scope whose authentication hook sets request.user and request.account (session here; the merchant
 * API can mount the same route under API-key auth).
 */
export function resendDeliveryRoute(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/deliveries/:id/resend',
      {
        schema: {
          ...doc,
          summary: 'Resend a delivery (same event_id)',
          params: deliveryParams,
          response: replies({ 200: webhookDeliveryResponseSchema }, SESSION_ERRORS, 404),
        },
        preHandler: limitPerAccount(deps, 'webhookResend'),
      },
      async (request) => ({
        success: true as const,
        data: { delivery: await resendWebhookDelivery(deps.db, currentAccount(request).id, request.params.id) },
      }),
    );
  };
}

/**
 * Settings → Webhooks: endpoints (the primary one under /endpoint, every one under /endpoints/:id), secrets,
 * test events, delivery log, resend and replay, resume.
 */
export function webhookRoutes(
  deps: Deps,
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void> = requireSession(deps),
): FastifyPluginAsyncZod {
  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', authenticate);

    app.get(
      '/endpoint',
      {
        schema: {
          ...doc,
          summary: 'Your webhook endpoint and signing secret',
          description:
            'The secret in full for roles that may change webhooks (owner, admin, developer); masked (`whsec_…abcd`, `secretHidden: true`) for a viewer. ' +
            '`rotation` says why the secret was last rotated while the previous one still signs, e.g. `member_left` when a member who could read it was removed or given a role that may not.',
          response: replies({ 200: webhookEndpointResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: { endpoint: await viewWebhookEndpoint(deps.db, currentAccount(request)) },
      }),
    );

    app.put(
      '/endpoint',
      {
        schema: {
          ...doc,
          summary: 'Set (or clear) your webhook URL',
          body: setWebhookEndpointSchema,
          response: replies({ 200: webhookEndpointResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          endpoint: await updateWebhookEndpoint(deps, currentAccount(request).id, undefined, { url: request.body.url }),
        },
      }),
    );

    app.post(
      '/endpoint/rotate-secret',
      {
        schema: {
          ...doc,
          summary: 'Rotate the signing secret (the previous one keeps signing for 24 hours)',
          description:
            'Paylink also rotates it by itself when a member who could read it leaves (rotation.reason member_left), with the same 24 hours.',
          response: replies({ 200: webhookEndpointResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: { endpoint: await rotateWebhookSecret(deps.db, currentAccount(request).id) },
      }),
    );

    app.post(
      '/endpoint/resume',
      {
        schema: {
          ...doc,
          summary: 'Resume a paused endpoint and requeue its failed deliveries',
          response: replies({ 200: webhookResumeResponseSchema }, SESSION_ERRORS),
        },
        preHandler: limitPerAccount(deps, 'webhookResume'),
      },
      async (request) => ({
        success: true as const,
        data: await resumeWebhookEndpoint(deps.db, currentAccount(request).id),
      }),
    );

    app.post(
      '/endpoint/test',
      {
        schema: {
          ...doc,
          summary: 'Send a signed test event (ping) now',
          body: sendTestWebhookSchema,
          response: replies({ 200: webhookTestResponseSchema }, SESSION_ERRORS),
        },
        preHandler: limitPerAccount(deps, 'webhookTest'),
      },
      async (request) => ({
        success: true as const,
        data: { result: await sendTestWebhook(deps, currentAccount(request).id, { url: request.body.url }) },
      }),
    );

    await app.register(webhookEndpointRoutes(deps));
    app.get(
      '/deliveries',
      {
        schema: {
          ...doc,
          summary: 'Your delivery log, newest first',
          querystring: listWebhookDeliveriesQuerySchema,
          response: replies({ 200: webhookDeliveriesResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: { deliveries: await listWebhookDeliveries(deps.db, currentAccount(request).id, request.query) },
      }),
    );

    app.get(
      '/deliveries/:id',
      {
        schema: {
          ...doc,
          summary: 'One delivery with its body and every attempt',
          params: deliveryParams,
          response: replies({ 200: webhookDeliveryDetailResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { delivery: await getWebhookDelivery(deps.db, currentAccount(request).id, request.params.id) },
      }),
    );

    app.post(
      '/deliveries/replay',
      {
        schema: {
          ...doc,
          summary: 'Requeue every failed delivery since a time',
          body: replayFailedWebhooksSchema,
          response: replies({ 200: webhookReplayResponseSchema }, SESSION_ERRORS),
        },
        preHandler: limitPerAccount(deps, 'webhookReplay'),
      },
      async (request) => ({
        success: true as const,
        data: await replayFailedWebhooks(deps.db, currentAccount(request).id, new Date(request.body.since)),
      }),
    );

    await app.register(resendDeliveryRoute(deps));
  };
}

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
import { currentUser, requireSession } from '../plugins/authenticate';
import { limitPerAccount } from '../plugins/rate-limits';
import { getWebhookDelivery } from '../modules/webhooks/get-webhook-delivery';
import { listWebhookDeliveries } from '../modules/webhooks/list-webhook-deliveries';
import { replayFailedWebhooks, resendWebhookDelivery } from '../modules/webhooks/requeue-deliveries';
import { resumeWebhookEndpoint } from '../modules/webhooks/resume-webhook-endpoint';
import { rotateWebhookSecret } from '../modules/webhooks/rotate-webhook-secret';
import { sendTestWebhook } from '../modules/webhooks/send-test-webhook';
import { setWebhookUrl } from '../modules/webhooks/set-webhook-url';
import { webhookEndpoint } from '../modules/webhooks/webhook-endpoint';
import { toEndpointDto } from '../modules/webhooks/webhook-dtos';

const deliveryParams = z.object({ id: z.string().min(1).max(64) });

/**
 * POST /deliveries/:id/resend for any scope whose preHandler sets request.user (session here; the merchant
 * API can mount the same route under API-key auth).
 */
export function resendDeliveryRoute(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/deliveries/:id/resend', { schema: { params: deliveryParams, response: { 200: webhookDeliveryResponseSchema } }, preHandler: limitPerAccount(deps, 'webhookResend') }, async (request) => ({
      success: true as const,
      data: { delivery: await resendWebhookDelivery(deps.db, currentUser(request).id, request.params.id) },
    }));
  };
}

/** Settings → Webhooks: endpoint, secret, test event, delivery log, resend and replay, resume. */
export function webhookRoutes(deps: Deps, authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void> = requireSession(deps)): FastifyPluginAsyncZod {
  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', authenticate);

    app.get('/endpoint', { schema: { response: { 200: webhookEndpointResponseSchema } } }, async (request) => ({
      success: true as const,
      data: { endpoint: toEndpointDto(await webhookEndpoint(deps.db, currentUser(request).id), new Date()) },
    }));

    app.put('/endpoint', { schema: { body: setWebhookEndpointSchema, response: { 200: webhookEndpointResponseSchema } } }, async (request) => ({
      success: true as const,
      data: { endpoint: await setWebhookUrl(deps, currentUser(request).id, request.body.url) },
    }));

    app.post('/endpoint/rotate-secret', { schema: { response: { 200: webhookEndpointResponseSchema } } }, async (request) => ({
      success: true as const,
      data: { endpoint: await rotateWebhookSecret(deps.db, currentUser(request).id) },
    }));

    app.post('/endpoint/resume', { schema: { response: { 200: webhookResumeResponseSchema } }, preHandler: limitPerAccount(deps, 'webhookResume') }, async (request) => ({
      success: true as const,
      data: await resumeWebhookEndpoint(deps.db, currentUser(request).id),
    }));

    app.post('/endpoint/test', { schema: { body: sendTestWebhookSchema, response: { 200: webhookTestResponseSchema } }, preHandler: limitPerAccount(deps, 'webhookTest') }, async (request) => ({
      success: true as const,
      data: { result: await sendTestWebhook(deps, currentUser(request).id, request.body.url) },
    }));

    app.get('/deliveries', { schema: { querystring: listWebhookDeliveriesQuerySchema, response: { 200: webhookDeliveriesResponseSchema } } }, async (request) => ({
      success: true as const,
      data: { deliveries: await listWebhookDeliveries(deps.db, currentUser(request).id, request.query) },
    }));

    app.get('/deliveries/:id', { schema: { params: deliveryParams, response: { 200: webhookDeliveryDetailResponseSchema } } }, async (request) => ({
      success: true as const,
      data: { delivery: await getWebhookDelivery(deps.db, currentUser(request).id, request.params.id) },
    }));

    app.post('/deliveries/replay', { schema: { body: replayFailedWebhooksSchema, response: { 200: webhookReplayResponseSchema } }, preHandler: limitPerAccount(deps, 'webhookReplay') }, async (request) => ({
      success: true as const,
      data: await replayFailedWebhooks(deps.db, currentUser(request).id, new Date(request.body.since)),
    }));

    await app.register(resendDeliveryRoute(deps));
  };
}

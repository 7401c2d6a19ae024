import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhookEndpointSchema,
  sendTestWebhookSchema,
  updateWebhookEndpointSchema,
  webhookEndpointDeletedResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookResumeResponseSchema,
  webhookTestResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount } from '../plugins/authenticate';
import { limitPerAccount } from '../plugins/rate-limits';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { resumeWebhookEndpoint } from '../modules/webhooks/resume-webhook-endpoint';
import { rotateWebhookSecret } from '../modules/webhooks/rotate-webhook-secret';
import { sendTestWebhook } from '../modules/webhooks/send-test-webhook';
import { updateWebhookEndpoint } from '../modules/webhooks/update-webhook-endpoint';
import { addWebhookEndpoint } from '../modules/webhooks/add-webhook-endpoint';
import { deleteWebhookEndpoint } from '../modules/webhooks/delete-webhook-endpoint';
import { listWebhookEndpoints } from '../modules/webhooks/webhook-endpoint';

const deliveryParams = z.object({ id: z.string().min(1).max(64) });
const endpointParams = deliveryParams;
const doc = { tags: ['Webhooks'], security: SESSION_SECURITY };

/**
 * Settings → Webhooks, every endpoint under /endpoints/:id: list, add, edit, remove, rotate its secret, resume it
 * and send it a test event (registered inside webhookRoutes, so its authentication covers them).
 */
export function webhookEndpointRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/endpoints',
      {
        schema: {
          ...doc,
          summary: 'Every webhook endpoint, the primary one first',
          description:
            'Each endpoint has its own URL, event filter (`events`, null: every event) and signing secret, masked for roles that may not change webhooks. Every event goes to each endpoint whose filter takes it.',
          response: replies({ 200: webhookEndpointsResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: { endpoints: await listWebhookEndpoints(deps.db, currentAccount(request)) },
      }),
    );

    app.post(
      '/endpoints',
      {
        schema: {
          ...doc,
          summary: 'Add a webhook endpoint with its own secret and event filter',
          description: 'At most 10 per account, the primary one included (409 beyond).',
          body: createWebhookEndpointSchema,
          response: replies({ 200: webhookEndpointResponseSchema }, SESSION_ERRORS, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: { endpoint: await addWebhookEndpoint(deps, currentAccount(request).id, request.body) },
      }),
    );

    app.patch(
      '/endpoints/:id',
      {
        schema: {
          ...doc,
          summary: 'Change an endpoint’s URL or event filter',
          params: endpointParams,
          body: updateWebhookEndpointSchema,
          response: replies({ 200: webhookEndpointResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          endpoint: await updateWebhookEndpoint(deps, currentAccount(request).id, request.params.id, request.body),
        },
      }),
    );

    app.delete(
      '/endpoints/:id',
      {
        schema: {
          ...doc,
          summary: 'Delete an endpoint (not the primary one) and its delivery log',
          params: endpointParams,
          response: replies({ 200: webhookEndpointDeletedResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => {
        await deleteWebhookEndpoint(deps.db, currentAccount(request).id, request.params.id);
        return { success: true as const, data: { deleted: true as const } };
      },
    );

    app.post(
      '/endpoints/:id/rotate-secret',
      {
        schema: {
          ...doc,
          summary: 'Rotate one endpoint’s signing secret (the previous one keeps signing for 24 hours)',
          params: endpointParams,
          response: replies({ 200: webhookEndpointResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { endpoint: await rotateWebhookSecret(deps.db, currentAccount(request).id, request.params.id) },
      }),
    );

    app.post(
      '/endpoints/:id/resume',
      {
        schema: {
          ...doc,
          summary: 'Resume one paused endpoint and requeue its pending deliveries',
          params: endpointParams,
          response: replies({ 200: webhookResumeResponseSchema }, SESSION_ERRORS, 404),
        },
        preHandler: limitPerAccount(deps, 'webhookResume'),
      },
      async (request) => ({
        success: true as const,
        data: await resumeWebhookEndpoint(deps.db, currentAccount(request).id, request.params.id),
      }),
    );

    app.post(
      '/endpoints/:id/test',
      {
        schema: {
          ...doc,
          summary: 'Send a test event (ping) signed with this endpoint’s secret, to its URL',
          params: endpointParams,
          body: sendTestWebhookSchema,
          response: replies({ 200: webhookTestResponseSchema }, SESSION_ERRORS, 404),
        },
        preHandler: limitPerAccount(deps, 'webhookTest'),
      },
      async (request) => ({
        success: true as const,
        data: {
          result: await sendTestWebhook(deps, currentAccount(request).id, {
            url: request.body.url,
            endpointId: request.params.id,
          }),
        },
      }),
    );
  };
}

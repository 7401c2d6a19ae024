import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdPaymentLinkSchema,
  createPaymentLinkSchema,
  exportPageQuerySchema,
  exportPageSchema,
  listPaymentLinksQuerySchema,
  paymentLinkListSchema,
  paymentSchema,
  retrievedPaymentLinkSchema,
  successSchema,
  updatePaymentLinkSchema,
  webhookDeliveryResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { limitPerAccount } from '../plugins/rate-limits';
import { currentAccount, currentMerchant } from '../plugins/authenticate';
import { callerOf, requireApiKey } from '../plugins/authenticate-api-key';
import { idempotent } from '../plugins/idempotency';
import { API_KEY_ERRORS, API_KEY_SECURITY, replies } from '../plugins/openapi';
import { recordRequestActivity } from '../plugins/account-activity';
import { createPaymentLink } from '../modules/payments/links/create-payment-link';
import { getPaymentLink } from '../modules/merchant-api/get-payment-link';
import { endPaymentLinkCall } from '../modules/merchant-api/end-payment-link-call';
import { cancelPaymentLinkCall } from '../modules/merchant-api/cancel-payment-link-call';
import { updatePaymentLinkCall } from '../modules/merchant-api/update-payment-link-call';
import { listPaymentLinks } from '../modules/merchant-api/list-payment-links';
import { resendDeliveryWithApiKey } from '../modules/merchant-api/resend-webhook-delivery';
import { exportPage } from '../modules/exports/export-rows';
import { merchantApiRefundRoutes } from './merchant-api-refund-routes';

const idParams = z.object({ id: z.string().min(1).max(64) });
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .meta({ description: 'Retry safely: the same key and body replay the first response for 24 hours' }),
});
const doc = { tags: ['Payment links'], security: API_KEY_SECURITY };

/** The documented merchant API under /api/v1: API key only, one credit per successful call. */
export function merchantApiRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireApiKey(deps));

    app.post(
      '/payment-links',
      {
        schema: {
          ...doc,
          summary: 'Create a payment link',
          description:
            'Costs one credit. Same body as the dashboard, plus metadata (returned with the link and in webhooks).',
          headers: idempotencyHeaders,
          body: createPaymentLinkSchema,
          response: replies({ 201: successSchema(createdPaymentLinkSchema) }, API_KEY_ERRORS, 409, 422, 503),
        },
        preHandler: idempotent(deps),
      },
      async (request, reply) => {
        const data = await createPaymentLink(deps, currentMerchant(request), request.body, {
          caller: callerOf(request),
          // The trail row commits with the link (no transaction of its own after the answer).
          onCreated: (tx) => recordRequestActivity(tx, request, 201),
        });
        return reply.status(201).send({ success: true, data });
      },
    );

    app.get(
      '/payment-links',
      {
        schema: {
          ...doc,
          summary: 'List your payment links',
          description: 'Newest first. Cursor pagination: pass the last id of a page as starting_after.',
          querystring: listPaymentLinksQuerySchema,
          response: replies({ 200: successSchema(paymentLinkListSchema) }, API_KEY_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPaymentLinks(deps.db, callerOf(request), currentAccount(request).id, request.query),
      }),
    );

    app.get(
      '/payment-links/export',
      {
        schema: {
          ...doc,
          summary: 'Export your payment links for accounting',
          description:
            'The rows of GET /api/payments/export.csv as JSON, oldest first. Cursor pagination: pass the last id of a page as starting_after.',
          querystring: exportPageQuerySchema,
          response: replies({ 200: successSchema(exportPageSchema) }, API_KEY_ERRORS),
        },
      },
      async (request) => {
        const { limit, starting_after: startingAfter, ...filters } = request.query;
        const rows = await exportPage(deps.db, currentAccount(request).id, {
          ...filters,
          limit: limit + 1,
          startingAfter,
        });
        return { success: true as const, data: { rows: rows.slice(0, limit), hasMore: rows.length > limit } };
      },
    );

    app.get(
      '/payment-links/:id',
      {
        schema: {
          ...doc,
          summary: 'Retrieve a payment link',
          params: idParams,
          response: replies(
            { 200: successSchema(z.object({ payment: retrievedPaymentLinkSchema })) },
            API_KEY_ERRORS,
            404,
          ),
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          payment: await getPaymentLink(deps.db, callerOf(request), currentAccount(request).id, request.params.id),
        },
      }),
    );

    app.post(
      '/payment-links/:id/expire',
      {
        schema: {
          ...doc,
          summary: 'End an open payment link now',
          description:
            'Costs one credit. For a canceled order: the link’s expiresAt becomes now, and the watcher ends it on its next round like any link at its expiry (EXPIRED and payment.expired, or FAILED when part of it arrived). ' +
            'A payment made before counts; one made after is a late payment (owed back unless it completes the link within the late window). 409 unless the link is PENDING.',
          params: idParams,
          response: replies({ 200: successSchema(z.object({ payment: paymentSchema })) }, API_KEY_ERRORS, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          payment: await endPaymentLinkCall(
            deps.db,
            callerOf(request),
            currentAccount(request).id,
            request.params.id,
            new Date(),
          ),
        },
      }),
    );

    app.post(
      '/payment-links/:id/cancel',
      {
        schema: {
          ...doc,
          summary: 'Cancel (deactivate) an open payment link',
          description:
            'Costs one credit. The link ends now and takes no more money: EXPIRED with payment.expired (FAILED with payment.failed when part of it had arrived, owed back), cancelledAt set (cancelled_at in the event). ' +
            'The checkout page says it was cancelled. A payment that still arrives is late money: listed in your unmatched-transfers inbox, where it can be refunded. 409 unless the link is PENDING.',
          params: idParams,
          response: replies({ 200: successSchema(z.object({ payment: paymentSchema })) }, API_KEY_ERRORS, 404, 409),
        },
      },
      async (request) => {
        const payment = await cancelPaymentLinkCall(
          deps.db,
          callerOf(request),
          currentAccount(request).id,
          request.params.id,
          new Date(),
        );
        // The checkout page and the dashboard follow it live.
        deps.notifier.notify(payment.id);
        return { success: true as const, data: { payment } };
      },
    );

    app.patch(
      '/payment-links/:id',
      {
        schema: {
          ...doc,
          summary: 'Edit the label or message of an open payment link',
          description:
            'Costs one credit. Only while the link is PENDING and no transfer reached it (409 after). The checkout, receipts, exports and webhooks show the new words; the wallet request (paymentUrl, its QR) keeps the ones it was created with. An empty message removes it.',
          params: idParams,
          body: updatePaymentLinkSchema,
          response: replies({ 200: successSchema(z.object({ payment: paymentSchema })) }, API_KEY_ERRORS, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          payment: await updatePaymentLinkCall(
            deps.db,
            callerOf(request),
            currentAccount(request).id,
            request.params.id,
            request.body,
            new Date(),
          ),
        },
      }),
    );

    await app.register(merchantApiRefundRoutes(deps));
    app.post(
      '/webhooks/deliveries/:id/resend',
      {
        schema: {
          tags: ['Webhooks'],
          security: API_KEY_SECURITY,
          summary: 'Resend a webhook delivery',
          description:
            'Queues the same event (same event_id) for one more attempt, like Resend in Settings → Webhooks. Costs one credit.',
          params: idParams,
          response: replies({ 200: webhookDeliveryResponseSchema }, API_KEY_ERRORS, 404),
        },
        preHandler: limitPerAccount(deps, 'webhookResend'),
      },
      async (request) => ({
        success: true as const,
        data: {
          delivery: await resendDeliveryWithApiKey(
            deps.db,
            callerOf(request),
            currentAccount(request).id,
            request.params.id,
          ),
        },
      }),
    );
  };
}

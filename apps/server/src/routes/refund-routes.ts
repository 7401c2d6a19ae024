import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRefundBodySchema, refundListResponseSchema, refundResponseSchema, successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { callerOf } from '../plugins/authenticate-api-key';
import { idempotent } from '../plugins/idempotency';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { idempotencyHeaders } from './merchant-api-routes';
import { prepareRefund } from '../modules/refunds/prepare-refund';
import { getRefund, listRefunds } from '../modules/refunds/list-refunds';
import { payRefundWithTestWallet } from '../modules/refunds/pay-refund-with-test-wallet';
import { reopenRefund } from '../modules/refunds/reopen-refund';

const idParams = z.object({ id: z.string().min(1).max(64) });
export const REOPEN_REFUND_DESCRIPTION =
  'A refund that expired unpaid is still watched for 7 days (paid late, it completes), so until then it still counts against what may be refunded, and a new refund above what is left is a 409 naming it. Reopening makes it PENDING again for 24 hours with the same amount, destination and payment request: paying the request shown before or now completes it once. ' +
  'Free (no credit). 409 for a refund that is PENDING or COMPLETED, or expired more than 7 days ago (prepare a new one).';
export const refundParams = idParams.extend({ refundId: z.string().min(1).max(64) });
const testPayResultSchema = z.object({ signature: z.string() });
const dashboard = { tags: ['Dashboard'], security: SESSION_SECURITY };

/** The dashboard's refunds of a merchant's payments, under /api/payments (signed in). The API-key twins live in merchant-api-routes. */
export function refundRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.post(
      '/payments/:id/refunds',
      {
        schema: {
          ...dashboard,
          summary: 'Prepare a refund of one of your payments',
          description:
            'Answers 201 with a PENDING refund: a payment URL (and QR) from your wallet to the payer that your wallet pays; the refund watcher completes it once that transaction is confirmed, or it expires after 24 hours. ' +
            'Defaults: amount = what is owed (of the transfer when transferId is given), to = the payer of the transfer. 400 above what arrived minus what is refunded or being refunded (or, to a wallet that paid the link, above what it paid minus what is refunded or being refunded to it), or when the payer cannot be determined (send `to`). 409 when what stands in the way is an earlier refund that expired unpaid but may still be paid late (it would complete): reopen it (…/refunds/{refundId}/reopen), or prepare a new one once its 7-day late watch is over.',
          params: idParams,
          headers: idempotencyHeaders,
          body: createRefundBodySchema,
          response: replies({ 201: refundResponseSchema }, SESSION_ERRORS, 404, 409, 422, 503),
        },
        preHandler: idempotent(deps),
      },
      async (request, reply) => {
        const refund = await prepareRefund(deps, currentAccount(request).id, request.params.id, request.body ?? {}, {
          caller: callerOf(request),
        });
        return reply.status(201).send({ success: true, data: { refund } });
      },
    );

    app.get(
      '/payments/:id/refunds',
      {
        schema: {
          ...dashboard,
          summary: 'The refunds of one of your payments, newest first',
          params: idParams,
          response: replies({ 200: refundListResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { refunds: await listRefunds(deps.db, currentAccount(request).id, request.params.id) },
      }),
    );

    app.get(
      '/payments/:id/refunds/:refundId',
      {
        schema: {
          ...dashboard,
          summary: 'One refund of one of your payments (its live status)',
          params: refundParams,
          response: replies({ 200: refundResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          refund: await getRefund(deps.db, currentAccount(request).id, request.params.id, request.params.refundId),
        },
      }),
    );

    app.post(
      '/payments/:id/refunds/:refundId/reopen',
      {
        schema: {
          ...dashboard,
          summary: 'Reopen a refund of one of your payments that expired unpaid',
          description: REOPEN_REFUND_DESCRIPTION,
          params: refundParams,
          headers: idempotencyHeaders,
          response: replies({ 200: refundResponseSchema }, SESSION_ERRORS, 404, 409, 422),
        },
        preHandler: idempotent(deps),
      },
      async (request) => ({
        success: true as const,
        data: {
          refund: await reopenRefund(deps, currentAccount(request).id, request.params.id, request.params.refundId),
        },
      }),
    );

    // Offline only, like the hosted page's test wallet (the money is the local chain's).
    app.post(
      '/payments/:id/refunds/:refundId/test-pay',
      {
        schema: {
          ...dashboard,
          summary: 'Offline only: pay a pending refund with the local test wallet',
          description:
            'The local chain pays the refund request as your wallet would; the refund watcher then completes it. 403 unless the server runs offline on its local chains; 409 when the refund is no longer pending.',
          params: refundParams,
          response: replies({ 200: successSchema(testPayResultSchema) }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: await payRefundWithTestWallet(
          deps,
          currentAccount(request).id,
          request.params.id,
          request.params.refundId,
        ),
      }),
    );
  };
}

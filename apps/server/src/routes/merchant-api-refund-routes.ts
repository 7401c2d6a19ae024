import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdRefundClaimResponseSchema,
  createRefundBodySchema,
  createRefundClaimBodySchema,
  refundClaimListResponseSchema,
  refundListResponseSchema,
  refundResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount } from '../plugins/authenticate';
import { callerOf } from '../plugins/authenticate-api-key';
import { idempotent } from '../plugins/idempotency';
import { API_KEY_ERRORS, API_KEY_SECURITY, replies } from '../plugins/openapi';
import { idempotencyHeaders } from './merchant-api-routes';
import { prepareRefund } from '../modules/refunds/prepare-refund';
import { listRefunds } from '../modules/refunds/list-refunds';
import { reopenRefund } from '../modules/refunds/reopen-refund';
import { refundParams, REOPEN_REFUND_DESCRIPTION } from './refund-routes';
import { createRefundClaim } from '../modules/refund-claims/create-refund-claim';
import { listRefundClaims } from '../modules/refund-claims/list-refund-claims';

const idParams = z.object({ id: z.string().min(1).max(64) });
const doc = { tags: ['Payment links'], security: API_KEY_SECURITY };

/**
 * A link's refunds and refund claims in the merchant API under /api/v1 (registered inside merchantApiRoutes, so its
 * API-key guard covers them).
 */
export function merchantApiRefundRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment-links/:id/refunds',
      {
        schema: {
          ...doc,
          summary: 'Prepare a refund of a payment link',
          description:
            'Costs one credit. Answers 201 with a PENDING refund whose paymentUrl your wallet pays (Solana Pay or EIP-681, from the link’s wallet to the payer); it becomes COMPLETED when that transaction is confirmed (event payment.refunded) or EXPIRED after 24 hours unpaid. ' +
            'Defaults: amount = what is owed (of the transfer when transferId is given), to = the payer of the transfer. 400 above what arrived minus what is refunded or being refunded (or, to a wallet that paid the link, above what it paid minus what is refunded or being refunded to it), or when the payer cannot be determined (send `to`). 409 when what stands in the way is an earlier refund that expired unpaid but may still be paid late (it would complete): reopen it (…/refunds/{refundId}/reopen), or prepare a new one once its 7-day late watch is over.',
          params: idParams,
          headers: idempotencyHeaders,
          body: createRefundBodySchema,
          response: replies({ 201: refundResponseSchema }, API_KEY_ERRORS, 404, 409, 422, 503),
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
      '/payment-links/:id/refunds',
      {
        schema: {
          ...doc,
          summary: 'List the refunds of a payment link',
          description: 'Newest first. Free (no credit).',
          params: idParams,
          response: replies({ 200: refundListResponseSchema }, API_KEY_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { refunds: await listRefunds(deps.db, currentAccount(request).id, request.params.id) },
      }),
    );

    app.post(
      '/payment-links/:id/refunds/:refundId/reopen',
      {
        schema: {
          ...doc,
          summary: 'Reopen a refund of a payment link that expired unpaid',
          description: REOPEN_REFUND_DESCRIPTION,
          params: refundParams,
          headers: idempotencyHeaders,
          response: replies({ 200: refundResponseSchema }, API_KEY_ERRORS, 404, 409, 422),
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

    app.post(
      '/payment-links/:id/refund-claims',
      {
        schema: {
          ...doc,
          summary: 'Create a refund claim link for a Bitcoin payment link',
          description:
            'Costs one credit. Bitcoin has no reliable sender address, so the customer gives one: answers 201 with the claim and the URL to send them (shown only now). ' +
            'The amount is fixed here (default: what is owed); once the customer answers, the refund is prepared (its BIP21 request is in the link’s refunds, for your wallet to pay). ' +
            '400 for a link on another network or above what may be refunded.',
          params: idParams,
          headers: idempotencyHeaders,
          body: createRefundClaimBodySchema,
          response: replies({ 201: createdRefundClaimResponseSchema }, API_KEY_ERRORS, 404, 409, 422, 503),
        },
        preHandler: idempotent(deps),
      },
      async (request, reply) => {
        const created = await createRefundClaim(
          deps,
          currentAccount(request).id,
          request.params.id,
          request.body ?? {},
          { caller: callerOf(request) },
        );
        return reply.status(201).send({ success: true, data: created });
      },
    );

    app.get(
      '/payment-links/:id/refund-claims',
      {
        schema: {
          ...doc,
          summary: 'List the refund claim links of a payment link',
          description: 'Newest first. Free (no credit). 404 for a link that is not yours.',
          params: idParams,
          response: replies({ 200: refundClaimListResponseSchema }, API_KEY_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { claims: await listRefundClaims(deps.db, currentAccount(request).id, request.params.id) },
      }),
    );
  };
}

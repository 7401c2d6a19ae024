import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerRefundClaimBodySchema,
  createdRefundClaimResponseSchema,
  createRefundClaimBodySchema,
  publicRefundClaimResponseSchema,
  refundClaimListResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { callerOf } from '../plugins/authenticate-api-key';
import { NO_SECURITY, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { enforceRateLimit } from '../modules/rate-limits/consume-rate-limit';
import { answerRefundClaim } from '../modules/refund-claims/answer-refund-claim';
import { createRefundClaim } from '../modules/refund-claims/create-refund-claim';
import { getPublicRefundClaim, listRefundClaims } from '../modules/refund-claims/list-refund-claims';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(100) });
const dashboard = { tags: ['Dashboard'], security: SESSION_SECURITY };
const publicClaim = { tags: ['Public'], security: NO_SECURITY };

/** The merchant's refund claim links of a Bitcoin link, under /api/payments (signed in). */
export function refundClaimRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.post(
      '/payments/:id/refund-claims',
      {
        schema: {
          ...dashboard,
          summary: 'Create a refund claim link for one of your Bitcoin payments',
          description:
            'Answers 201 with the claim and the URL to send your customer (shown only now). The amount is fixed here (default: what is owed); the customer gives their Bitcoin address once, ' +
            'which prepares the refund (its BIP21 request is then in the link’s refunds, for your wallet to pay). 400 for a link on another network or above what may be refunded.',
          params: idParams,
          body: createRefundClaimBodySchema,
          response: replies({ 201: createdRefundClaimResponseSchema }, SESSION_ERRORS, 404),
        },
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
      '/payments/:id/refund-claims',
      {
        schema: {
          ...dashboard,
          summary: 'The refund claim links of one of your payments, newest first',
          description: '404 for a payment that is not your account’s, as for its refunds.',
          params: idParams,
          response: replies({ 200: refundClaimListResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { claims: await listRefundClaims(deps.db, currentAccount(request).id, request.params.id) },
      }),
    );
  };
}

/** The customer's side of a claim link, under /api/refund-claims: public, the token is the credential; rate-limited per client IP. */
export function publicRefundClaimRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      await enforceRateLimit(deps.rateLimits.refundClaim, request.ip);
    });

    app.get(
      '/:token',
      {
        schema: {
          ...publicClaim,
          summary: 'A refund claim: what is refunded, and of which chain the address must be',
          params: tokenParams,
          response: replies({ 200: publicRefundClaimResponseSchema }, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { claim: await getPublicRefundClaim(deps, request.params.token) },
      }),
    );

    app.post(
      '/:token',
      {
        schema: {
          ...publicClaim,
          summary: 'Answer a refund claim with your Bitcoin address',
          description:
            'Once only: 409 when already answered or expired; 400 for an address not of the server’s Bitcoin chain. The amount is the merchant’s.',
          params: tokenParams,
          body: answerRefundClaimBodySchema,
          response: replies({ 200: publicRefundClaimResponseSchema }, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: { claim: await answerRefundClaim(deps, request.params.token, request.body.address) },
      }),
    );
  };
}

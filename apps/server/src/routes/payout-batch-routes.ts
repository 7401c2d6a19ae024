import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPayoutBatchBodySchema,
  isSolanaAddress,
  pasteBackPayoutBatchBodySchema,
  pastedBackPayoutBatchResponseSchema,
  payoutBatchResponseSchema,
  successSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { requireApiKey } from '../plugins/authenticate-api-key';
import {
  API_KEY_ERRORS,
  API_KEY_SECURITY,
  NO_SECURITY,
  replies,
  SESSION_ERRORS,
  SESSION_SECURITY,
} from '../plugins/openapi';
import { limitPerIp } from '../plugins/rate-limits';
import { createPayoutBatch } from '../modules/payouts/create-payout-batch';
import { pasteBackPayoutBatch } from '../modules/payouts/paste-back-payout-batch';
import { payBatchWithTestWallet } from '../modules/payouts/pay-batch-with-test-wallet';
import { payoutBatchDto } from '../modules/payouts/payout-batch-dto';
import { answerPayoutRequest } from '../modules/payouts/payout-transaction-request';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** A merchant's payout batches, under /api/payouts/batches (session) and /api/v1/payouts/batches (API key). */
export function payoutBatchRoutes(deps: Deps, auth: 'session' | 'apiKey'): FastifyPluginAsyncZod {
  const doc =
    auth === 'session'
      ? { tags: ['Dashboard'], security: SESSION_SECURITY }
      : { tags: ['Payouts'], security: API_KEY_SECURITY };
  const errors = auth === 'session' ? SESSION_ERRORS : API_KEY_ERRORS;
  return async (app) => {
    app.addHook('preValidation', auth === 'session' ? requireSession(deps) : requireApiKey(deps));

    app.post(
      '',
      {
        schema: {
          ...doc,
          summary: 'Batch READY payouts of one network for your wallet to sign once',
          description:
            'Each payout once (400 for a repeated id), all READY (or FAILED) and of the network (409 otherwise: none is batched). USD/EUR payouts get their token amount at the price now. ' +
            'Answers the batch with its totals per token and `signing`: Solana Pay transaction requests (your wallet is the fee payer), the batch contract call (EVM) or a PSBT (Bitcoin). ' +
            'The watcher marks each payout PAID when its transfer is confirmed.',
          body: createPayoutBatchBodySchema,
          response: replies({ 201: payoutBatchResponseSchema }, errors, 404, 409, 503),
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true,
          data: { batch: await createPayoutBatch(deps, currentAccount(request).id, request.body) },
        }),
    );

    app.get(
      '/:id',
      {
        schema: {
          ...doc,
          summary: 'One of your payout batches: its payouts, what remains, how to sign it',
          params: idParams,
          response: replies({ 200: payoutBatchResponseSchema }, errors, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { batch: await payoutBatchDto(deps, currentAccount(request).id, request.params.id) },
      }),
    );

    app.post(
      '/:id/broadcast',
      {
        schema: {
          ...doc,
          summary: 'Paste back a Bitcoin batch’s signed transaction, to broadcast it',
          description:
            'The signed transaction (hex) or signed PSBT your wallet made from the batch’s PSBT. It must pay each unpaid payout of the batch exactly (address and amount), with at most one more output (your change): 400 otherwise, and for a PSBT not fully signed or a transaction the network refuses. Broadcast through Esplora; the watcher marks each payout PAID once confirmed. 400 on networks whose wallet broadcasts itself; 409 when nothing is left to pay.',
          params: idParams,
          body: pasteBackPayoutBatchBodySchema,
          response: replies({ 200: pastedBackPayoutBatchResponseSchema }, errors, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: await pasteBackPayoutBatch(deps, currentAccount(request).id, request.params.id, request.body.transaction),
      }),
    );

    // Offline only, like the refunds' test wallet (the money is the local chain's): online the route does not exist.
    if (auth === 'session' && deps.config.offline) {
      app.post(
        '/:id/test-pay',
        {
          schema: {
            ...doc,
            summary: 'Offline only: pay a batch’s unpaid payouts with the local test wallet',
            description:
              'The local chain’s test wallet pays each unpaid payout of the batch, one request each; the watcher then marks them PAID. 404 on a network without a test wallet; 409 when nothing is left to pay.',
            params: idParams,
            response: replies({ 200: successSchema(z.object({ signatures: z.array(z.string()) })) }, errors, 404, 409),
          },
        },
        async (request) => ({
          success: true as const,
          data: await payBatchWithTestWallet(deps, currentAccount(request).id, request.params.id),
        }),
      );
    }
  };
}

const partParams = idParams.extend({ part: z.coerce.number().int().min(0).max(100) });
const accountBody = z.object({
  account: z
    .string({ error: 'account is required' })
    .refine(isSolanaAddress, 'account must be a base58 Solana public key')
    .meta({ description: 'The paying wallet: fee payer and source of every transfer' }),
});

/** Solana Pay transaction requests of a batch, called by the merchant's wallet from any origin (CORS), under /api/payout-batches. */
export function payoutRequestRoutes(deps: Deps): FastifyPluginAsyncZod {
  const doc = { tags: ['Solana Pay'], security: NO_SECURITY };
  return async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('Access-Control-Allow-Origin', '*');
    });
    app.get(
      '/:id/transaction-request/:part',
      {
        schema: {
          ...doc,
          summary: 'A payout batch’s transaction request: label and icon',
          params: partParams,
          response: replies({ 200: z.object({ label: z.string(), icon: z.string() }) }),
        },
      },
      async () => ({ label: 'Paylink payouts', icon: `${deps.config.appUrl}/api/solana-pay-icon.svg` }),
    );
    app.post(
      '/:id/transaction-request/:part',
      {
        schema: {
          ...doc,
          summary: 'A payout batch’s transaction request: transaction `part` for `account` to sign',
          description:
            'The transfers of the batch’s unpaid payouts that fit transaction `part`, from `account`, which is the fee payer (Paylink never pays or signs). 404 for an unknown batch or part; 409 when nothing is left to pay.',
          params: partParams,
          body: accountBody,
          response: replies({ 200: z.object({ transaction: z.string(), message: z.string() }) }, 404, 409),
        },
        preHandler: limitPerIp(deps, 'txRequestIp'),
      },
      async (request) =>
        answerPayoutRequest(deps, {
          batchId: request.params.id,
          part: request.params.part,
          account: request.body.account,
        }),
    );
  };
}

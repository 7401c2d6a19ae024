import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerPayoutClaimBodySchema,
  createdPayoutResponseSchema,
  errorResponseSchema,
  createPayoutBodySchema,
  importPayoutsBodySchema,
  listPayoutsQuerySchema,
  newPayoutClaimLinkBodySchema,
  payoutImportResponseSchema,
  payoutListResponseSchema,
  payoutResponseSchema,
  payoutWalletBalanceQuerySchema,
  payoutWalletBalanceResponseSchema,
  publicPayoutClaimResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { requireApiKey } from '../plugins/authenticate-api-key';
import { idempotent } from '../plugins/idempotency';
import {
  API_KEY_ERRORS,
  API_KEY_SECURITY,
  NO_SECURITY,
  nonJson,
  replies,
  SESSION_ERRORS,
  SESSION_SECURITY,
} from '../plugins/openapi';
import { enforceRateLimit } from '../modules/rate-limits/consume-rate-limit';
import { cancelPayout } from '../modules/payouts/cancel-payout';
import { createPayout } from '../modules/payouts/create-payouts';
import { exportPayoutsCsv } from '../modules/payouts/export-payouts';
import { importPayouts } from '../modules/payouts/import-payouts';
import { findPayout, listPayouts } from '../modules/payouts/list-payouts';
import { newPayoutClaimLink } from '../modules/payouts/new-payout-claim-link';
import { answerPayoutClaim, getPublicPayoutClaim } from '../modules/payouts/payout-claims';
import { toPayoutDto } from '../modules/payouts/payout-dto';
import { payoutWalletBalance } from '../modules/payouts/payout-wallet-balance';
import { idempotencyHeaders } from './merchant-api-routes';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(100) });

/**
 * A merchant's payouts (issue 52): under /api/payouts for the dashboard (session), and the same routes under
 * /api/v1/payouts with an API key. Paylink never holds the money: the merchant's wallet signs every batch.
 */
export function payoutRoutes(deps: Deps, auth: 'session' | 'apiKey'): FastifyPluginAsyncZod {
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
          summary: 'Create a payout',
          description:
            'An amount owed to a recipient, in a token or in USD/EUR (paid in payCurrency at a quote locked when the payout is batched). With an address (checked for its network: format, checksum, ' +
            'configured chain) it is READY; without one it is AWAITING_ADDRESS and the answer carries its claim link (shown only now; emailed when `email` is given), where the recipient picks one of `networks` and gives an address once.',
          headers: idempotencyHeaders,
          body: createPayoutBodySchema,
          response: replies({ 201: createdPayoutResponseSchema }, errors, 409, 422),
        },
        preHandler: idempotent(deps),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ success: true, data: await createPayout(deps, currentAccount(request).id, request.body) }),
    );

    app.get(
      '',
      {
        schema: {
          ...doc,
          summary: 'Your payouts, newest first',
          querystring: listPayoutsQuerySchema,
          response: replies({ 200: payoutListResponseSchema }, errors),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPayouts(deps, currentAccount(request).id, request.query),
      }),
    );

    app.post(
      '/import',
      {
        schema: {
          ...doc,
          summary: 'Import payouts from a CSV (preview first)',
          description:
            'The CSV text in `csv`; its header names the columns name, email, amount, currency and optionally address and network. Answers each row with its errors. `dryRun` (default true) only previews; ' +
            'with `dryRun: false` every row is created in one go, and none while any row has an error.',
          body: importPayoutsBodySchema,
          response: replies({ 200: payoutImportResponseSchema }, errors),
        },
      },
      async (request) => ({
        success: true as const,
        data: await importPayouts(deps, currentAccount(request).id, request.body),
      }),
    );

    app.get(
      '/export.csv',
      {
        schema: {
          ...doc,
          summary: 'Export your payouts as CSV',
          description:
            'text/csv (UTF-8 with BOM, RFC 4180), oldest first; a cell a spreadsheet would run as a formula is prefixed with an apostrophe.',
          response: replies({ 200: nonJson('text/csv', 'The CSV file (UTF-8 with BOM)') }, errors),
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="paylink-payouts-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .header('Cache-Control', 'no-store')
          .send(await exportPayoutsCsv(deps, currentAccount(request).id)),
    );

    app.get(
      '/wallet-balance',
      {
        schema: {
          ...doc,
          summary: 'What your paying wallet holds on a network, read from the chain',
          description:
            'Per token the network pays payouts in (decimal strings, confirmed), for the wallet given or your saved wallet of the network (none saved: `address` null, no balances). The batch builder compares it with a batch’s totals. 400 for an invalid address; 503 while the network cannot be read.',
          querystring: payoutWalletBalanceQuerySchema,
          response: replies({ 200: payoutWalletBalanceResponseSchema }, errors, 503),
        },
      },
      async (request) => ({
        success: true as const,
        data: { wallet: await payoutWalletBalance(deps, currentAccount(request).id, request.query) },
      }),
    );

    app.get(
      '/:id',
      {
        schema: {
          ...doc,
          summary: 'One of your payouts',
          params: idParams,
          response: replies({ 200: payoutResponseSchema }, errors, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          payout: toPayoutDto(deps.config, await findPayout(deps.db, currentAccount(request).id, request.params.id)),
        },
      }),
    );

    app.post(
      '/:id/cancel',
      {
        schema: {
          ...doc,
          summary: 'Cancel a payout not yet batched',
          description: 'Its claim link stops working. 409 once it is in a batch, paid or canceled.',
          params: idParams,
          response: replies({ 200: payoutResponseSchema }, errors, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: { payout: await cancelPayout(deps, currentAccount(request).id, request.params.id) },
      }),
    );

    app.post(
      '/:id/claim-link',
      {
        schema: {
          ...doc,
          summary: 'Issue a new claim link for a payout awaiting its address',
          description:
            'A fresh link (open `claimExpiresInDays`, default 30) replaces the previous one, which stops working; emailed when the payout has an email, and shown only now. 409 once the payout has an address or is canceled.',
          params: idParams,
          body: newPayoutClaimLinkBodySchema,
          response: replies({ 200: createdPayoutResponseSchema }, errors, 404, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: await newPayoutClaimLink(
          deps,
          currentAccount(request).id,
          request.params.id,
          request.body.claimExpiresInDays,
        ),
      }),
    );
  };
}

/** The recipient's side of a claim link, under /api/payout-claims: public, the token is the credential; rate-limited per client IP. */
export function publicPayoutClaimRoutes(deps: Deps): FastifyPluginAsyncZod {
  const doc = { tags: ['Public'], security: NO_SECURITY };
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      await enforceRateLimit(deps.rateLimits.payoutClaim, request.ip);
    });

    app.get(
      '/:token',
      {
        schema: {
          ...doc,
          summary: 'A payout claim: what is paid and on which networks',
          description: '`expired`: the link expired unanswered (30 days by default); the page asks for a new one.',
          params: tokenParams,
          response: replies({ 200: publicPayoutClaimResponseSchema }, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { claim: await getPublicPayoutClaim(deps, request.params.token) },
      }),
    );

    app.post(
      '/:token',
      {
        schema: {
          ...doc,
          summary: 'Answer a payout claim with a network and your address',
          description:
            'Once only: 409 when already answered or canceled; 410 once the link expired (the sender issues a new one). 400 for a network the sender did not allow or an address not valid on it (format, checksum, the server’s chain).',
          params: tokenParams,
          body: answerPayoutClaimBodySchema,
          response: { ...replies({ 200: publicPayoutClaimResponseSchema }, 404, 409), 410: errorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: { claim: await answerPayoutClaim(deps, request.params.token, request.body) },
      }),
    );
  };
}

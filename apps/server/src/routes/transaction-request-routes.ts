import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSolanaAddress } from '@paylink/shared';
import type { Deps } from '../deps';
import { answerTransactionRequest } from '../modules/transaction-requests/answer-transaction-request';
import { SOLANA_PAY_ICON_SVG } from '../modules/transaction-requests/solana-pay-icon';
import { transactionRequestLabel } from '../modules/transaction-requests/transaction-request-label';
import { NO_SECURITY, nonJson, replies } from '../plugins/openapi';
import { limitPerIp } from '../plugins/rate-limits';
import { routeHeaders } from '../plugins/security-headers';

const doc = { tags: ['Solana Pay'], security: NO_SECURITY };
const params = z.object({ id: z.string().min(1).max(64) });
const body = z.object({
  account: z
    .string({ error: 'account is required: the base58 public key of the paying wallet' })
    .refine(isSolanaAddress, 'account must be a base58 Solana public key')
    .meta({
      description: 'The paying wallet (base58 public key)',
      examples: ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    }),
});
const labelSchema = z.object({
  label: z.string().meta({ examples: ['Order #1042'] }),
  icon: z.string().meta({ description: 'Absolute URL of an SVG icon' }),
});
const transactionSchema = z.object({
  transaction: z
    .string()
    .meta({ description: 'The transaction, base64 (legacy message); for USDC already signed by Paylink as fee payer' }),
  message: z.string().meta({
    description: 'What the wallet shows',
    examples: ['Pay 1.5 USDC to Order #1042. Paylink pays the network fee.'],
  }),
  redirect: z
    .string()
    .optional()
    .meta({
      description:
        'Solana Pay 1.1: where a wallet that supports it takes the customer once the transaction is confirmed (the link’s successUrl); absent without one',
      examples: ['https://shop.example/thanks'],
    }),
});

/**
 * Solana Pay transaction requests (https://docs.solanapay.com/spec#transaction-request), called by wallets from
 * any origin: `Access-Control-Allow-Origin: *` on every answer and the preflight, and every error also carries
 * `message` (what the spec's wallets show) beside our `error`.
 */
export function transactionRequestRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('Access-Control-Allow-Origin', '*');
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      const failure = JSON.parse(payload) as { error?: string };
      return JSON.stringify({ message: failure.error, ...failure });
    });

    const path = '/payments/:id/transaction-request';
    app.options(
      path,
      {
        schema: {
          ...doc,
          summary: 'CORS preflight of a transaction request: any origin may GET and POST',
          params,
          response: { 200: nonJson('text/plain', 'Empty: the answer is its CORS headers') },
        },
      },
      async (_request, reply) =>
        reply
          .type('text/plain')
          .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
          .header('Access-Control-Allow-Headers', 'Content-Type, Accept')
          .header('Access-Control-Max-Age', '86400')
          .send(''),
    );
    app.get(
      path,
      {
        schema: {
          ...doc,
          summary: 'Solana Pay transaction request: label and icon (public, CORS)',
          params,
          response: replies({ 200: labelSchema }, 404),
        },
      },
      async (request) => transactionRequestLabel(deps, request.params.id),
    );
    app.post(
      path,
      {
        schema: {
          ...doc,
          summary: 'Solana Pay transaction request: the transaction for `account` to sign (public, CORS)',
          description:
            'The transaction paying what is left on the link from `account`, with the link’s reference and a memo, simulated first. A token (USDC, USDT, EURC, PYUSD: `transferChecked` through the mint’s program, Token-2022 for PYUSD): Paylink’s sponsor key is the fee payer and has signed (gasless for the customer) while the account is not blocked and the merchant’s daily sponsor budget has room; the budget is charged only when the transaction lands. SOL: the customer pays the fee. ' +
            'The same POST within one blockhash answers the same transaction. 400 with `message` when the account is malformed, does not hold enough, or the payment would fail; 409 when the link is paid, expired, failed or its quote expired; ' +
            '429 (`RATE_LIMITED`, with Retry-After) past TRANSACTION_REQUEST_LIMIT_PER_LINK, _PER_ACCOUNT or _PER_IP POSTs a minute, or when the account already holds SPONSOR_MAX_PENDING_PER_ACCOUNT sponsored transactions it has not sent.',
          params,
          body,
          response: replies({ 200: transactionSchema }, 404, 409),
        },
        preHandler: limitPerIp(deps, 'txRequestIp'),
      },
      async (request) =>
        answerTransactionRequest(deps, { paymentId: request.params.id, account: request.body.account }),
    );
    app.get(
      '/solana-pay-icon.svg',
      {
        schema: {
          ...doc,
          summary: 'The icon wallets show for a transaction request',
          response: replies({ 200: nonJson('image/svg+xml', 'Paylink icon') }),
        },
        helmet: routeHeaders.crossOrigin,
      },
      async (_request, reply) =>
        reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(SOLANA_PAY_ICON_SVG),
    );
  };
}

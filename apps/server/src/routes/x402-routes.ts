import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodePaymentRequiredHeader, encodePaymentResponseHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { errorResponseSchema, publicPaymentSchema, successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, currentMerchant } from '../plugins/authenticate';
import { requireApiKey } from '../plugins/authenticate-api-key';
import { API_KEY_ERRORS, API_KEY_SECURITY, NO_SECURITY, nonJson, replies } from '../plugins/openapi';
import { decodePaymentHeader } from '../modules/x402/decode-payment-header';
import {
  settleForMerchant,
  supportedKinds,
  verifyForMerchant,
  type FacilitatorRequest,
} from '../modules/x402/facilitate-payment';
import { linkPaymentRequired, payLinkX402, v1Accepts } from '../modules/x402/pay-link-x402';
import { v1NameOf } from '../modules/x402/x402-networks';

const tags = ['Agents (x402)'];
const X402_EXPOSED_HEADERS = 'PAYMENT-REQUIRED, PAYMENT-RESPONSE, X-PAYMENT-RESPONSE';
const params = z.object({ id: z.string().min(1).max(64) });
const paymentHeaders = z.object({
  'payment-signature': z
    .string()
    .max(16_384)
    .optional()
    .meta({ description: 'x402 v2: the signed payment, base64 JSON (what @x402/fetch sends)' }),
  'x-payment': z.string().max(16_384).optional().meta({ description: 'x402 v1: the signed payment, base64 JSON' }),
});
const required402 = errorResponseSchema.meta({
  id: 'X402PaymentRequired',
  description:
    'Payment required: the `PAYMENT-REQUIRED` header carries x402 v2’s requirements (base64 JSON; `error` says why a payment sent was refused); the body repeats them for v1 clients as `x402Version: 1` and `accepts`',
});
const settlementPendingSchema = z.object({
  settlement: z.literal('pending'),
  transaction: z.string().nullable().meta({ description: 'The transaction sent, when known' }),
  statusUrl: z.string().meta({ description: 'Poll this (the public payment status) until COMPLETED' }),
});
const requirements = z.looseObject({ scheme: z.string(), network: z.string(), payTo: z.string(), asset: z.string() });
const facilitatorBody = z.object({
  x402Version: z.number().int(),
  paymentPayload: z.looseObject({ x402Version: z.number().int(), payload: z.record(z.string(), z.unknown()) }),
  paymentRequirements: requirements,
});
const verifyResponse = z.looseObject({
  isValid: z.boolean(),
  invalidReason: z.string().optional(),
  payer: z.string().optional(),
});
const settleResponse = z.looseObject({
  success: z.boolean(),
  errorReason: z.string().optional(),
  payer: z.string().optional(),
  transaction: z.string(),
  network: z.string(),
});
const supportedResponse = z.looseObject({
  kinds: z.array(z.looseObject({ x402Version: z.number().int(), scheme: z.string(), network: z.string() })),
  extensions: z.array(z.string()),
  signers: z.record(z.string(), z.array(z.string())),
});

/**
 * x402 (issue 32): every open USDC link on Ethereum, Base and Solana answers HTTP 402 at /api/x402/links/:id, and
 * /api/x402 is a standard facilitator (supported, verify, settle) for the merchant's own API, by API key.
 */
export function x402Routes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    /** The 402 body for v1 clients beside the v2 header. */
    const unpaid = (required: PaymentRequired) => ({
      success: false as const,
      error: required.error
        ? `Payment refused: ${required.error}`
        : 'Payment required: pay with x402 (see the PAYMENT-REQUIRED header)',
      code: 'PAYMENT_REQUIRED' as const,
      x402Version: 1,
      accepts: v1Accepts(required, v1NameOf(deps.config, required.accepts[0]!.network)),
    });

    // Browser agents on any origin read the 402 and send the payment: CORS on every answer (errors too) and the
    // preflight, with the x402 headers exposed. @x402/fetch also sends `Access-Control-Expose-Headers` itself.
    app.register(async (plugin) => {
      const links = plugin.withTypeProvider<ZodTypeProvider>();
      links.addHook('onRequest', async (_request, reply) => {
        void reply
          .header('Access-Control-Allow-Origin', '*')
          .header('Access-Control-Expose-Headers', X402_EXPOSED_HEADERS);
      });
      links.options(
        '/links/:id',
        {
          schema: {
            tags,
            security: NO_SECURITY,
            summary: 'CORS preflight of a link’s x402 URL: any origin may GET it with a payment header',
            params,
            response: { 200: nonJson('text/plain', 'Empty: the answer is its CORS headers') },
          },
        },
        async (_request, reply) =>
          reply
            .type('text/plain')
            .header('Access-Control-Allow-Methods', 'GET, OPTIONS')
            .header(
              'Access-Control-Allow-Headers',
              'PAYMENT-SIGNATURE, X-PAYMENT, Access-Control-Expose-Headers, Content-Type, Accept',
            )
            .header('Access-Control-Max-Age', '86400')
            .send(''),
      );
      links.get(
        '/links/:id',
        {
          schema: {
            tags,
            security: NO_SECURITY,
            summary: 'Pay a link over HTTP 402 (x402)',
            description:
              'Without a payment: 402 with the link’s requirements in `PAYMENT-REQUIRED` (x402 v2, "exact" scheme: what remains in USDC, to the merchant’s own wallet; no other asset is taken). On Solana the entry names Paylink’s fee payer (`extra.feePayer`). With `PAYMENT-SIGNATURE` (or v1 `X-PAYMENT`): verified, settled on chain (EVM: Paylink’s relayer submits the authorization and pays the gas; Solana: Paylink’s fee payer co-signs the transaction and pays the fee) and recorded; 200 with the payment and the settlement in `PAYMENT-RESPONSE`. An invalid or insufficient payment answers 402 again with the reason; a replayed one 409; a paid, expired or failed link 410. ' +
              'A settlement sent but not seen final in time answers 202 `settlement_pending` (the transaction in `PAYMENT-RESPONSE`): never pay again; poll `statusUrl` until COMPLETED, or send the same payment again with its `payment-identifier`. ' +
              'With the `payment-identifier` extension (declared in the 402; @x402/extensions), a payment retried with the same id settles once: every retry answers the first settlement (200) or that it is still pending (202), even once the link is paid. Any origin may call it (CORS, with `PAYMENT-REQUIRED` and `PAYMENT-RESPONSE` exposed).',
            params,
            headers: paymentHeaders,
            response: {
              ...replies(
                { 200: successSchema(publicPaymentSchema), 202: successSchema(settlementPendingSchema) },
                404,
                409,
                503,
              ),
              402: required402,
              410: errorResponseSchema,
            },
          },
        },
        async (request, reply) => {
          const now = new Date();
          const header = request.headers['payment-signature'] ?? request.headers['x-payment'];
          if (!header) {
            const required = await linkPaymentRequired(deps, request.params.id, now);
            return reply
              .status(402)
              .header('PAYMENT-REQUIRED', encodePaymentRequiredHeader(required))
              .send(unpaid(required));
          }
          const payload = decodePaymentHeader(header);
          if (!payload) {
            const required = await linkPaymentRequired(deps, request.params.id, now, 'invalid_payment_header');
            return reply
              .status(402)
              .header('PAYMENT-REQUIRED', encodePaymentRequiredHeader(required))
              .send(unpaid(required));
          }
          const paid = await payLinkX402(deps, request.params.id, payload, now);
          if (!paid.ok) {
            if (paid.status === 402)
              return reply
                .status(402)
                .header('PAYMENT-REQUIRED', encodePaymentRequiredHeader(paid.required))
                .send(unpaid(paid.required));
            const code =
              paid.status === 409 ? 'CONFLICT' : paid.status === 429 ? 'RATE_LIMITED' : 'SERVICE_UNAVAILABLE';
            return reply.status(paid.status).send({ success: false, error: `Payment refused: ${paid.reason}`, code });
          }
          const responseHeader = payload.x402Version === 1 ? 'X-PAYMENT-RESPONSE' : 'PAYMENT-RESPONSE';
          if (paid.ok === 'pending') {
            if (paid.settlement) void reply.header(responseHeader, encodePaymentResponseHeader(paid.settlement));
            const pending = {
              settlement: 'pending' as const,
              transaction: paid.settlement?.transaction || null,
              statusUrl: `${deps.config.appUrl}/api/payments/${encodeURIComponent(request.params.id)}`,
            };
            return reply
              .status(202)
              .header('Retry-After', '5')
              .send({ success: true as const, data: pending });
          }
          return reply
            .header(responseHeader, encodePaymentResponseHeader(paid.settlement))
            .send({ success: true as const, data: paid.payment });
        },
      );
    });

    const facilitator = { tags, security: API_KEY_SECURITY };
    app.register(async (merchant) => {
      // After the input guard (a malformed or oversized body is a 400/415 whoever sends it), before validation: a
      // facilitator client without the key is told so (401), a key whose role cannot act gets 403 FORBIDDEN_ROLE.
      merchant.addHook('preValidation', requireApiKey(deps));
      merchant.get(
        '/supported',
        {
          schema: {
            ...facilitator,
            summary: 'x402 facilitator: supported kinds',
            description: 'The "exact" scheme on every network Paylink settles (x402 v2 and v1).',
            response: replies({ 200: supportedResponse }, API_KEY_ERRORS),
          },
        },
        async () => supportedKinds(deps),
      );
      merchant.post(
        '/verify',
        {
          schema: {
            ...facilitator,
            summary: 'x402 facilitator: verify a payment',
            description:
              'The asset (only the network’s USDC, as /api/payments/supported-tokens lists it: anything else is `unsupported_asset`), the signature, the amount, payTo (one of your saved wallets), the validity window, the nonce unused and the payer’s balance (by simulation). Free.',
            body: facilitatorBody,
            response: replies({ 200: verifyResponse }, API_KEY_ERRORS),
          },
        },
        async (request) =>
          verifyForMerchant(deps, currentAccount(request).id, request.body as unknown as FacilitatorRequest),
      );
      merchant.post(
        '/settle',
        {
          schema: {
            ...facilitator,
            summary: 'x402 facilitator: settle a payment into your wallet',
            description:
              'Verifies again (only the network’s listed USDC: anything else is `success: false`, `unsupported_asset`), submits the authorization (Paylink’s relayer pays the gas, at most 120,000 gas per transaction, charged to your daily gas budget as actually spent) and waits for the network’s confirmations. Recorded in your account as a COMPLETED payment (label: the route’s description; metadata: source x402 and the resource URL) with a payment.completed webhook; one credit. A refused settlement (`success: false`) is not recorded in the activity trail.',
            body: facilitatorBody,
            response: replies({ 200: settleResponse }, API_KEY_ERRORS),
          },
        },
        async (request) => {
          const settled = await settleForMerchant(
            deps,
            currentMerchant(request),
            request.body as unknown as FacilitatorRequest,
          );
          // x402 answers a refused settlement 200 `success: false`: it is no change of the account's.
          request.changedNothing = !settled.success;
          return settled;
        },
      );
    });
  };
}

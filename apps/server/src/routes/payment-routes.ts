import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdPaymentLinkSchema,
  createPaymentLinkSchema,
  exportQuerySchema,
  publicPaymentSchema,
  renewQuoteBodySchema,
  choosePayOptionBodySchema,
  successSchema,
  testPayBodySchema,
  EVM_NETWORK_ROWS,
  evmTokens,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, currentMerchant } from '../plugins/authenticate';
import { callerOf, requireSessionOrApiKey } from '../plugins/authenticate-api-key';
import { idempotent } from '../plugins/idempotency';
import { limitPerIp } from '../plugins/rate-limits';
import { API_KEY_ERRORS, API_KEY_SECURITY, NO_SECURITY, nonJson, replies, SESSION_SECURITY } from '../plugins/openapi';
import { routeHeaders } from '../plugins/security-headers';
import { recordRequestActivity } from '../plugins/account-activity';
import { createPaymentLink } from '../modules/payments/links/create-payment-link';
import { getPublicPayment } from '../modules/payments/links/get-public-payment';
import { supportedNetworks, supportedTokens } from '../modules/payments/links/supported-tokens';
import { payWithGaslessTestWallet } from '../modules/transaction-requests/pay-with-gasless-test-wallet';
import { paymentDashboardRoutes } from './payment-dashboard-routes';
import { paymentQrPng } from '../modules/payments/links/payment-qr-png';
import { idempotencyHeaders } from './merchant-api-routes';
import { streamPayment } from './payment-stream';
import { exportAll, EXPORT_COLUMNS, exportCells } from '../modules/exports/export-rows';
import { csvLine } from '../modules/exports/csv-line';
import { renewQuote } from '../modules/payments/links/renew-quote';
import { choosePayOption } from '../modules/payments/links/choose-pay-option';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  mint: z.string().optional().meta({ description: 'Solana: the token mint (none for SOL)' }),
  contract: z.string().optional().meta({ description: 'EVM: the token contract (none for the gas coin, ETH or POL)' }),
  tokenProgram: z.string().optional().meta({
    description:
      'Solana: the program owning the mint when it is not the classic SPL Token program (PYUSD: Token-2022, TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb)',
  }),
});
/** The EVM networks and their tokens at their mainnet contracts, from the rows (a server lists those it offers). */
const EVM_TOKENS_DOC = EVM_NETWORK_ROWS.map(
  (row) =>
    `${row.name} (\`${row.network}\`, chain ${row.chainId}): ${evmTokens(row)
      .map((t) => (t.contract ? `${t.symbol} ${t.contract}` : t.symbol))
      .join(', ')}`,
).join('; ');
const supportedTokensSchema = z.object({
  tokens: z.record(z.string(), z.array(tokenSchema)),
  networks: z.record(
    z.string(),
    z.object({
      name: z.string(),
      tokens: z.array(z.string()),
      chainId: z.number().int().optional().meta({ description: 'EVM networks: the chain id' }),
    }),
  ),
});
const testPayResultSchema = z.object({ signature: z.string() });
const publicDoc = { tags: ['Public'], security: NO_SECURITY };
const eventStream = nonJson('text/event-stream', 'Server-Sent Events');

export function paymentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/supported-tokens',
      {
        schema: {
          ...publicDoc,
          summary: 'Networks and tokens this server can verify',
          description: `The offered networks only. EVM networks and their tokens on mainnet: ${EVM_TOKENS_DOC}.`,
          response: replies({ 200: successSchema(supportedTokensSchema) }),
        },
      },
      async () => ({
        success: true as const,
        data: { tokens: supportedTokens(deps.config), networks: supportedNetworks(deps.config) },
      }),
    );

    // The dashboard (session) and integrations (API key, SPEC section 7) create links through the same route.
    const createDoc = {
      tags: ['Payment links'],
      summary: 'Create a payment link (dashboard or API key)',
      description: 'Costs one credit. With an API key this is the same call as POST /api/v1/payment-links.',
      security: [...API_KEY_SECURITY, ...SESSION_SECURITY],
    };
    const createResponse = replies({ 201: successSchema(createdPaymentLinkSchema) }, API_KEY_ERRORS, 409, 422, 503);
    app.post(
      '/payment-link',
      {
        schema: { ...createDoc, headers: idempotencyHeaders, body: createPaymentLinkSchema, response: createResponse },
        preValidation: requireSessionOrApiKey(deps),
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

    // Accounting export: one CSV row per link, streamed page by page (never the whole range in memory).
    app.get(
      '/export.csv',
      {
        schema: {
          tags: ['Payment links'],
          summary: 'Export your payment links as CSV (dashboard or API key)',
          description: `text/csv (UTF-8 with BOM, RFC 4180, formula cells neutralised), oldest first. Columns: ${EXPORT_COLUMNS.join(', ')}. Same rows as JSON: GET /api/v1/payment-links/export.`,
          security: [...API_KEY_SECURITY, ...SESSION_SECURITY],
          querystring: exportQuerySchema,
          response: replies({ 200: nonJson('text/csv', 'The CSV file (UTF-8 with BOM)') }, API_KEY_ERRORS),
        },
        preValidation: requireSessionOrApiKey(deps),
      },
      async (request, reply) => {
        const accountId = currentAccount(request).id;
        async function* lines() {
          yield `\uFEFF${csvLine(EXPORT_COLUMNS)}`;
          for await (const row of exportAll(deps.db, accountId, request.query)) yield csvLine(exportCells(row));
        }
        const day = new Date().toISOString().slice(0, 10);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="paylink-payments-${day}.csv"`)
            .header('Cache-Control', 'no-store')
            // A stream is sent as is (Fastify never serialises streams); the 200 schema documents the CSV text.
            .send(Readable.from(lines()) as unknown as string)
        );
      },
    );

    app.register(paymentDashboardRoutes(deps));
    // Public: what a paying customer may see (documented merchant API, hosted payment page).
    app.get(
      '/:id',
      {
        schema: {
          ...publicDoc,
          summary: 'Payment status (public)',
          params: idParams,
          response: replies({ 200: successSchema(publicPaymentSchema) }, 404),
        },
      },
      async (request, reply) => {
        // Public data, read cross-origin by the /embed.js button on merchants' pages.
        void reply.header('Access-Control-Allow-Origin', '*');
        return { success: true as const, data: await getPublicPayment(deps, request.params.id) };
      },
    );

    // The link's QR image, rendered on demand; a link's URL never changes, so caches may keep it.
    app.get(
      '/:id/qr.png',
      {
        schema: {
          ...publicDoc,
          summary: 'QR code of the link (image/png, 300 px; cacheable)',
          params: idParams,
          response: replies({ 200: nonJson('image/png', 'QR code, 300 px') }, 404),
        },
        helmet: routeHeaders.crossOrigin,
      },
      async (request, reply) => {
        const png = await paymentQrPng(deps.db, request.params.id);
        return reply.type('image/png').header('Cache-Control', 'public, max-age=86400, immutable').send(png);
      },
    );

    // The quote of a link priced in USD/EUR (hosted page: countdown ended, or the customer switched token).
    app.post(
      '/:id/quote',
      {
        schema: {
          ...publicDoc,
          summary: 'Renew the quote of a link priced in USD/EUR, or switch its token (public)',
          description:
            'The current quote, in payCurrency when given (one of the accepted tokens). In the same token the rate is renewed only once the quote expired (before that the current quote is returned unchanged); a switch of token never invalidates a quote that still holds. 409 when the link is no longer open, or a switch of token after money arrived; 503 when no current price can be had.',
          params: idParams,
          body: renewQuoteBodySchema,
          response: replies({ 200: successSchema(publicPaymentSchema) }, 404, 409, 503),
        },
        preHandler: limitPerIp(deps, 'quote'),
      },
      async (request) => ({
        success: true as const,
        data: await renewQuote(deps, request.params.id, request.body?.payCurrency),
      }),
    );

    // One checkout, any network: the customer picks one of the link's pay options (hosted page).
    app.post(
      '/:id/pay-option',
      {
        schema: {
          ...publicDoc,
          summary: 'Choose the network and token of a link with pay options (public)',
          description:
            'Makes one of the link’s payOptions the one the customer pays: its own quote and payment request (a reference on Solana, a unique amount on Ethereum and Base); network, recipientAddress, payCurrency and paymentUrl change with it. Choosing again replaces the choice; choosing back an option whose quote still holds gives that quote again. 400 for a link without pay options or an option it does not offer; 409 when the link is no longer open or money has arrived (the choice is then locked); 503 when no current price can be had.',
          params: idParams,
          body: choosePayOptionBodySchema,
          response: replies({ 200: successSchema(publicPaymentSchema) }, 404, 409, 503),
        },
        preHandler: limitPerIp(deps, 'quote'),
      },
      async (request) => ({
        success: true as const,
        data: await choosePayOption(deps, request.params.id, request.body),
      }),
    );

    app.get(
      '/:id/events',
      {
        schema: {
          ...publicDoc,
          summary: 'Live status (Server-Sent Events of the public payment)',
          params: idParams,
          response: replies({ 200: eventStream }, 404),
        },
      },
      async (request, reply) => {
        await streamPayment(deps, request.params.id, request, reply);
      },
    );

    // Offline demo only: pays a link from the local chain's faucet so the whole flow can be seen without a wallet.
    if (deps.config.offline) {
      app.post(
        '/:id/test-pay',
        {
          schema: {
            ...publicDoc,
            summary: 'Local chain only: pay the link (or `amount` of it) from the test wallet',
            params: idParams,
            body: testPayBodySchema,
            response: replies({ 200: successSchema(testPayResultSchema) }, 404, 409),
          },
          // Spends faucet funds on the local chain: limited per client IP on the shared limiter.
          preHandler: limitPerIp(deps, 'testPay'),
        },
        async (request) => ({
          success: true as const,
          data: await payWithGaslessTestWallet(deps, request.params.id, request.body?.amount),
        }),
      );
    }
  };
}

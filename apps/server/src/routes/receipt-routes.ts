import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  receiptEmailRequestSchema,
  receiptEmailResultSchema,
  signedReceiptSchema,
  successSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { limitPerIp } from '../plugins/rate-limits';
import { NO_SECURITY, nonJson, replies } from '../plugins/openapi';
import { withCsp } from '../plugins/security-headers';
import { buildReceipt } from '../modules/receipts/build-receipt';
import { receiptJwks } from '../modules/receipts/receipt-keys';
import { RECEIPT_PRINT_SCRIPT_HASH, receiptNotFoundPage, receiptPage } from '../modules/receipts/receipt-page';
import { AppError } from '../lib/app-error';
import { receiptPdf } from '../modules/receipts/receipt-pdf';
import { signReceipt } from '../modules/receipts/sign-receipt';
import { requestReceiptEmail } from '../modules/receipts/request-receipt-email';
import { merchantBrandOf } from '../modules/payments/links/merchant-names';

const idParams = z.object({ id: z.string().min(1).max(64) });
const publicDoc = { tags: ['Receipts'], security: NO_SECURITY };
const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.string())) }).meta({
  description: 'JWK Set: every Ed25519 key a receipt may be signed with (kty OKP, crv Ed25519, kid, alg EdDSA)',
});

/**
 * Receipts of COMPLETED links, public like the hosted page: the signed JSON, the PDF, the printable page
 * (/receipt/:id) and the keys that verify them (/.well-known/jwks.json). Anything else answers 404.
 */
export function receiptRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const signed = async (id: string) => {
      const receipt = await buildReceipt(deps, id);
      return { receipt, jws: await signReceipt(deps.db, receipt) };
    };
    const limited = { preHandler: limitPerIp(deps, 'receipt') };

    app.post(
      '/api/receipts/:id/email',
      {
        ...limited,
        schema: {
          ...publicDoc,
          summary: 'Email me a receipt (hosted page)',
          description:
            "Keeps the address only to send this link's receipt once it completes, then erases it. The first address stands: another one needs the `editKey` the answer gave the page that set it (409 without it). 409 once the receipt was emailed.",
          params: idParams,
          body: receiptEmailRequestSchema,
          response: replies({ 200: successSchema(receiptEmailResultSchema) }, 404, 409),
        },
      },
      async (request) => {
        const { editKey } = await requestReceiptEmail(deps.db, request.params.id, request.body);
        return { success: true as const, data: { requested: true as const, editKey } };
      },
    );
    app.get(
      '/api/receipts/:id.pdf',
      {
        ...limited,
        schema: {
          ...publicDoc,
          summary: 'The receipt as a PDF (with its JWS and a QR code of its page)',
          params: idParams,
          response: replies({ 200: nonJson('application/pdf', 'A one-page PDF') }, 404),
        },
      },
      async (request, reply) => {
        const { receipt, jws } = await signed(request.params.id);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="receipt-${receipt.paymentId}.pdf"`)
          .header('Cache-Control', 'no-store')
          .send(Buffer.from(await receiptPdf(receipt, jws)));
      },
    );
    app.get(
      '/api/receipts/:id',
      {
        ...limited,
        schema: {
          ...publicDoc,
          summary: 'The signed receipt of a completed payment',
          description:
            "The receipt and its compact JWS (EdDSA), verifiable against /.well-known/jwks.json. `asset` names the token paid by its mint (Solana) or contract (EVM), null for a native coin: check it is the token you expect (the network's USDC), not one merely called USDC.",
          params: idParams,
          response: replies({ 200: successSchema(signedReceiptSchema) }, 404),
        },
      },
      async (request) => ({ success: true as const, data: await signed(request.params.id) }),
    );
    app.get(
      '/receipt/:id',
      {
        ...limited,
        helmet: withCsp({ 'script-src': ["'self'", RECEIPT_PRINT_SCRIPT_HASH] }),
        schema: {
          ...publicDoc,
          summary: 'The printable receipt page (HTML)',
          params: idParams,
          response: {
            ...replies({ 200: nonJson('text/html', 'The receipt page') }),
            404: nonJson('text/html', 'The "Receipt not found" page'),
          },
        },
      },
      async (request, reply) => {
        // A person opened this address: an unknown or unpaid link gets a page saying so, not the API's JSON error.
        const found = await signed(request.params.id).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        });
        const html = reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        if (!found) return html.code(404).send(receiptNotFoundPage());
        const brand = found.receipt.merchant ? await merchantBrandOf(deps.db, found.receipt.merchant) : null;
        return html.send(receiptPage(found.receipt, found.jws, brand));
      },
    );
    app.get(
      '/.well-known/jwks.json',
      {
        schema: {
          ...publicDoc,
          summary: 'The public keys receipts are signed with (JWK Set)',
          description:
            "A signature proves Paylink issued the receipt; the receipt's `asset` (mint or contract) says which token was paid.",
          response: replies({ 200: jwksSchema }),
        },
      },
      async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(await receiptJwks(deps.db)),
    );
  };
}

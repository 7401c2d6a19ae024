import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QR_WIDTH_PX,
  solanaBrowserRpcUrl,
  walletRequest,
  type NetworkProfile,
  type PublicPayment,
} from '@paylink/shared';
import { publicClientConfig } from '../config/public-client-config';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { sendCompressedText } from '../lib/compressed-text';
import { escapeHtml } from '../lib/escape-html';
import { embedPageData } from '../lib/page-data';
import { NO_SECURITY, nonJson, replies } from '../plugins/openapi';
import { embeddableCalling, routeHeaders } from '../plugins/security-headers';
import { getPublicPayment } from '../modules/payments/links/get-public-payment';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The essentials (what to pay, and while it can be paid the QR code and wallet link) as plain markup, so a
 * customer on a slow phone sees them before any script runs; the page's script then renders over it.
 * The classes are the hosted page component's own, so the built CSS styles them.
 */
function essentialsMarkup(payment: PublicPayment, profile: NetworkProfile | undefined): string {
  const payable =
    payment.status === 'PENDING' && payment.finality === null && new Date(payment.expiresAt).getTime() > Date.now();
  const network = profile?.name ?? payment.network;
  const request = walletRequest(payment, false);
  return `<main class="flex min-h-dvh items-start justify-center bg-gray-50 px-4 py-6 sm:items-center">
<div class="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-lg">
<h1 class="text-xl font-bold text-gray-900">Complete Your Payment</h1>
<div class="mt-4 space-y-1">
${payment.merchantName ? `<p class="text-sm text-gray-600">Merchant: ${escapeHtml(payment.merchantName)}</p>` : ''}
<p class="font-medium text-gray-900">${escapeHtml(payment.label)}</p>
${payment.message ? `<p class="text-sm text-gray-600">${escapeHtml(payment.message)}</p>` : ''}
<p class="pt-2 text-3xl font-bold text-gray-900">${escapeHtml(payment.quote ? payment.amount : payment.payAmount)} ${escapeHtml(payment.currency)}</p>
${payment.quote ? `<p class="text-lg font-semibold text-gray-700">${escapeHtml(payment.payAmount)} ${escapeHtml(payment.payCurrency)}</p>` : ''}
${!payment.quote && payment.fiatEquivalent ? `<p class="text-sm text-gray-600">≈ $${escapeHtml(payment.fiatEquivalent.amount)}</p>` : ''}
<p class="text-sm text-gray-500">Network: ${escapeHtml(network)}</p>
</div>
${
  payable
    ? `<img src="${escapeHtml(request.qrCodeData)}" alt="${escapeHtml(profile?.qrAlt ?? 'Payment QR code')}" width="${QR_WIDTH_PX}" height="${QR_WIDTH_PX}" class="h-auto max-w-full mx-auto mt-4 w-full max-w-[300px]">
<a href="${escapeHtml(request.url)}" class="mt-4 flex w-full items-center justify-center rounded-lg bg-indigo-600 px-5 py-3 font-medium text-white hover:bg-indigo-700">Open Wallet App</a>`
    : ''
}
</div>
</main>`;
}

/**
 * payment.html (the hosted page's own build) with the payment's public data and its essentials filled in.
 * Replacer functions, not replacement strings: merchant text may hold `$&`, `` $` `` or `$'`, which a string would expand.
 */
export function renderHostedPaymentPage(
  template: string,
  data: { paymentId: string; payment: PublicPayment | null; config: ReturnType<typeof publicClientConfig> },
): string {
  const markup = data.payment
    ? essentialsMarkup(
        data.payment,
        data.config.networks.find((n) => n.network === data.payment?.network),
      )
    : '';
  return embedPageData(
    template.replace('<!--payment-markup-->', () => markup),
    'payment-data',
    data,
  );
}

/** GET /payment/:id: the hosted payment page customers open (and merchants embed), served with its data. */
export function hostedPaymentPageRoutes(deps: Deps, template: string): FastifyPluginAsyncZod {
  const rpcUrl = solanaBrowserRpcUrl(publicClientConfig(deps.config));
  return async (app) => {
    // The one page other sites may frame: exactly /payment/<id> (a deeper path falls through to the app, unframable).
    app.get(
      '/payment/:id(^[A-Za-z0-9_-]+$)',
      {
        schema: {
          tags: ['Public'],
          security: NO_SECURITY,
          summary: 'The hosted payment page (HTML; may be framed by any site)',
          params: idParams,
          response: replies({
            200: nonJson('text/html', 'The payment page'),
            404: nonJson('text/html', 'The page, saying the link does not exist'),
          }),
        },
        helmet: rpcUrl ? embeddableCalling(new URL(rpcUrl).origin) : routeHeaders.embeddable,
      },
      async (request, reply) => {
        const paymentId = request.params.id;
        const payment = await getPublicPayment(deps, paymentId).catch((err: unknown) => {
          if (err instanceof AppError && err.status === 404) return null;
          throw err;
        });
        const html = renderHostedPaymentPage(template, { paymentId, payment, config: publicClientConfig(deps.config) });
        reply
          .status(payment ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store');
        return sendCompressedText(request, reply, html);
      },
    );
  };
}

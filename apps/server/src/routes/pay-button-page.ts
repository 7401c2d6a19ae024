import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { openButtonLinkBodySchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { escapeHtml } from '../lib/escape-html';
import { serverPath } from '../lib/server-root';
import { routeHeaders } from '../plugins/security-headers';
import { findPayButton } from '../modules/pay-buttons/find-pay-button';
import { openButtonLink } from '../modules/pay-buttons/open-button-link';
import { toPublicPayButtonDto } from '../modules/pay-buttons/pay-button-dto';

const PAY_BUTTON_JS = readFileSync(serverPath('static', 'pay-button.js'));
const idParams = z.object({ id: z.string().min(1).max(64) });

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;display:flex;justify-content:center;padding:48px 16px;color:#111827}main{max-width:360px;width:100%;text-align:center}' +
        'input{padding:10px;border:1px solid #d1d5db;border-radius:8px;font-size:16px;width:100%;box-sizing:border-box;margin:8px 0}' +
        'button{background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;font-weight:600;cursor:pointer;width:100%}p{color:#4b5563}</style></head>' +
        `<body><main>${body}</main></body></html>`,
    );
}

/**
 * A pay button without a script: `GET /b/:id` (the `<a href>` snippet) shows the label and the price, or an amount
 * field within the bounds, and a Pay button; its form (and the script's, from any site) posts the click to
 * `POST /b/:id`, which opens the link and sends the customer to the hosted checkout page (303). `/pay-button.js` is
 * the script snippet.
 */
export function payButtonPage(deps: Deps): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.get('/pay-button.js', { schema: { hide: true }, helmet: routeHeaders.crossOrigin }, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(PAY_BUTTON_JS),
    );

    app.get('/b/:id', { schema: { hide: true } }, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      const row = params.success ? await findPayButton(deps.db, params.data.id).catch(() => null) : null;
      if (!row) return page(reply, 404, 'Not found', '<h1>Pay button not found</h1>');
      const button = toPublicPayButtonDto(deps.config, row);
      const label = escapeHtml(button.label);
      if (button.paused)
        return page(
          reply,
          409,
          button.label,
          `<h1>${label}</h1><p>This button is paused. Please contact the seller.</p>`,
        );
      const price =
        button.pricing === 'fixed'
          ? `<p>${escapeHtml(`${button.amount} ${button.currency}`)}</p>`
          : `<label for="amount">Amount (${escapeHtml(`${button.minAmount} to ${button.maxAmount} ${button.currency}`)})</label><input id="amount" name="amount" inputmode="decimal" required autocomplete="off">`;
      return page(
        reply,
        200,
        button.label,
        `<h1>${label}</h1><form method="post" action="/b/${encodeURIComponent(button.id)}">${price}<button type="submit">Pay</button></form>`,
      );
    });

    app.post('/b/:id', { schema: { hide: true } }, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      const body = openButtonLinkBodySchema.safeParse({
        amount: (request.body as { amount?: string } | undefined)?.amount || undefined,
      });
      try {
        if (!params.success) throw new AppError('NOT_FOUND', 'Pay button not found', 404);
        if (!body.success)
          throw new AppError('VALIDATION_ERROR', body.error.issues[0]?.message ?? 'Enter an amount', 400);
        const { checkoutUrl } = await openButtonLink(deps, params.data.id, body.data, request.ip);
        return reply.redirect(checkoutUrl, 303);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (typeof err.extra.retryAfter === 'number') reply.header('Retry-After', String(err.extra.retryAfter));
        const back = params.success ? `<p><a href="/b/${encodeURIComponent(params.data.id)}">Try again</a></p>` : '';
        return page(
          reply,
          err.status,
          'Payment not started',
          `<h1>Payment not started</h1><p>${escapeHtml(err.message)}</p>${back}`,
        );
      }
    });
  };
}

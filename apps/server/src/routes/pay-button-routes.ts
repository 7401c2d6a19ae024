import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  openButtonLinkBodySchema,
  openedButtonLinkResponseSchema,
  payButtonBodySchema,
  payButtonListResponseSchema,
  payButtonPauseSchema,
  payButtonResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { NO_SECURITY, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { openButtonLink } from '../modules/pay-buttons/open-button-link';
import {
  createPayButton,
  listPayButtons,
  setPayButtonPaused,
  updatePayButton,
} from '../modules/pay-buttons/save-pay-button';

const idParams = z.object({ id: z.string().min(1).max(64) });
const doc = { tags: ['Dashboard'], security: SESSION_SECURITY };
const CONFIG =
  'A fixed price (`amount`) or the customer’s amount between `minAmount` and `maxAmount`, in `currency` (a token, or USD/EUR quoted in `payCurrency` when each link is opened), on `network`, ' +
  'a label and an optional `returnUrl` the hosted page offers after paying. 400 names the field.';

/** A merchant's pay buttons (issue 55), for the dashboard (session). */
export function payButtonRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.get(
      '/pay-buttons',
      {
        schema: {
          ...doc,
          summary: 'Your pay buttons, newest first',
          response: replies({ 200: payButtonListResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: { buttons: await listPayButtons(deps, currentAccount(request).id) },
      }),
    );

    app.post(
      '/pay-buttons',
      {
        schema: {
          ...doc,
          summary: 'Create a pay button',
          description: `${CONFIG} Answers 201 with the button and its two snippets.`,
          body: payButtonBodySchema,
          response: replies({ 201: payButtonResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true,
          data: { button: await createPayButton(deps, currentAccount(request).id, request.body) },
        }),
    );

    app.put(
      '/pay-buttons/:id',
      {
        schema: {
          ...doc,
          summary: 'Change a pay button',
          description: `${CONFIG} Links opened before keep their price.`,
          params: idParams,
          body: payButtonBodySchema,
          response: replies({ 200: payButtonResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: { button: await updatePayButton(deps, currentAccount(request).id, request.params.id, request.body) },
      }),
    );

    app.post(
      '/pay-buttons/:id/pause',
      {
        schema: {
          ...doc,
          summary: 'Pause or resume a pay button',
          description: 'Paused, a click opens no link (409); links already open stay payable.',
          params: idParams,
          body: payButtonPauseSchema,
          response: replies({ 200: payButtonResponseSchema }, SESSION_ERRORS, 404),
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          button: await setPayButtonPaused(deps, currentAccount(request).id, request.params.id, request.body.paused),
        },
      }),
    );
  };
}

/** The customer's click, as JSON (the button page and the script post a form to /b/:id instead). */
export function publicPayButtonRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/pay-buttons/:id/links',
      {
        schema: {
          tags: ['Pay buttons (public)'],
          security: NO_SECURITY,
          summary: 'Open a link from a pay button',
          description:
            'Opens an ordinary link of the merchant’s (one credit, tagged `metadata.pay_button_id`, payable for an hour) and answers its checkoutUrl. ' +
            '`amount` is required for a customer-amount button (within its bounds) and, for a fixed-price button, must be its price when sent. ' +
            '400 for another amount, 404 for an unknown button, 409 when paused, 402 when the merchant has no credits, ' +
            '429 (`RATE_LIMITED`, Retry-After) past PAY_BUTTON_LINKS_PER_IP_PER_MINUTE (5) per IP, PAY_BUTTON_LINKS_PER_MINUTE (20) per button, or PAY_BUTTON_MAX_OPEN_LINKS (50) unpaid links open.',
          params: idParams,
          body: openButtonLinkBodySchema,
          response: replies({ 201: openedButtonLinkResponseSchema }, 402, 404, 409),
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ success: true, data: await openButtonLink(deps, request.params.id, request.body, request.ip) }),
    );
  };
}

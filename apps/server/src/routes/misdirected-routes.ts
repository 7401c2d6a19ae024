import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listMisdirectedQuerySchema,
  misdirectedTransferListSchema,
  misdirectedTransferSchema,
  paymentSchema,
  refundSchema,
  successSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { networkNames } from '../modules/chains/network-profiles';
import { acceptMisdirectedTransfer } from '../modules/payments/misdirected/accept-misdirected-transfer';
import { listMisdirectedTransfers } from '../modules/payments/misdirected/list-misdirected-transfers';
import { prepareMisdirectedRefund } from '../modules/refunds/prepare-misdirected-refund';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { callerOf, requireApiKey } from '../plugins/authenticate-api-key';
import { API_KEY_ERRORS, API_KEY_SECURITY, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Payments sent on the wrong network (the exact amount of a link, on another network sharing its address): listed,
 * accepted toward their link, or refunded to their sender on the network they arrived on. Under /api/payments/misdirected for the dashboard (session) and
 * /api/v1/misdirected-payments with an API key.
 */
export function misdirectedRoutes(deps: Deps, auth: 'session' | 'apiKey'): FastifyPluginAsyncZod {
  const doc =
    auth === 'session'
      ? { tags: ['Dashboard'], security: SESSION_SECURITY }
      : { tags: ['Payment links'], security: API_KEY_SECURITY };
  const errors = auth === 'session' ? SESSION_ERRORS : API_KEY_ERRORS;
  return async (app) => {
    app.addHook('preValidation', auth === 'session' ? requireSession(deps) : requireApiKey(deps));

    app.get(
      '',
      {
        schema: {
          ...doc,
          summary: 'Payments of your links sent on the wrong network',
          description:
            'A listed token (its contract, never its symbol) of a link’s exact pay amount, to its address, on another EVM network. They never count by themselves: accept each, or refund it from your wallet.',
          querystring: listMisdirectedQuerySchema,
          response: replies({ 200: successSchema(misdirectedTransferListSchema) }, errors),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listMisdirectedTransfers(
          deps.db,
          currentAccount(request).id,
          request.query,
          networkNames(deps.config),
        ),
      }),
    );

    app.post(
      '/:id/accept',
      {
        schema: {
          ...doc,
          summary: 'Count a payment sent on the wrong network toward its link',
          description:
            'It counts at the link’s value (a quote binds as for any transfer), once: a second accept is 409.',
          params: idParams,
          response: replies(
            { 200: successSchema(z.object({ misdirected: misdirectedTransferSchema, payment: paymentSchema })) },
            errors,
            404,
            409,
          ),
        },
      },
      async (request) => {
        const data = await acceptMisdirectedTransfer(deps, currentAccount(request).id, request.params.id, {
          names: networkNames(deps.config),
          caller: callerOf(request),
        });
        deps.notifier.notify(data.payment.id);
        return { success: true as const, data };
      },
    );

    app.post(
      '/:id/refund',
      {
        schema: {
          ...doc,
          summary: 'Refund a payment sent on the wrong network to its sender',
          description:
            'Prepares a refund of exactly what arrived, in that token, on the network it arrived on, from your address there to the address it came from (never another). Pay its paymentUrl from your wallet; once paid it completes and the payment turns refunded. Preparing again returns the same refund while it can still be paid. 409 once accepted; after a refund is prepared it can no longer be accepted.',
          params: idParams,
          response: replies({ 200: successSchema(refundSchema) }, errors, 404, 409, 503),
        },
      },
      async (request) => ({
        success: true as const,
        data: await prepareMisdirectedRefund(deps, currentAccount(request).id, request.params.id, {
          caller: callerOf(request),
        }),
      }),
    );
  };
}

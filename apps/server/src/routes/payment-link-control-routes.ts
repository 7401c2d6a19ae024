import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSchema, successSchema, updatePaymentLinkSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { cancelPaymentLinkCall } from '../modules/merchant-api/cancel-payment-link-call';
import { updatePaymentLinkCall } from '../modules/merchant-api/update-payment-link-call';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';

const idParams = z.object({ id: z.string().min(1).max(64) });
const doc = { tags: ['Dashboard'], security: SESSION_SECURITY };
const paymentReply = successSchema(z.object({ payment: paymentSchema }));

/** The dashboard's controls of an open link: cancel it, edit its words (the same use cases as the API's, free from a session). */
export function paymentLinkControlRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.post(
      '/payments/:id/cancel',
      {
        schema: {
          ...doc,
          summary: 'Cancel (deactivate) one of your open links',
          description:
            'Same as POST /api/v1/payment-links/{id}/cancel: the link ends now and takes no more money; what still arrives is listed in your inbox. 409 unless the link is PENDING.',
          params: idParams,
          response: replies({ 200: paymentReply }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => {
        const payment = await cancelPaymentLinkCall(
          deps.db,
          'session',
          currentAccount(request).id,
          request.params.id,
          new Date(),
        );
        deps.notifier.notify(payment.id);
        return { success: true as const, data: { payment } };
      },
    );

    app.patch(
      '/payments/:id',
      {
        schema: {
          ...doc,
          summary: 'Edit the label or message of one of your open links',
          description:
            'Same as PATCH /api/v1/payment-links/{id}: only while the link is PENDING and no transfer reached it (409 after).',
          params: idParams,
          body: updatePaymentLinkSchema,
          response: replies({ 200: paymentReply }, SESSION_ERRORS, 404, 409),
        },
      },
      async (request) => {
        const payment = await updatePaymentLinkCall(
          deps.db,
          'session',
          currentAccount(request).id,
          request.params.id,
          request.body,
          new Date(),
        );
        deps.notifier.notify(payment.id);
        return { success: true as const, data: { payment } };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignUnmatchedBodySchema,
  listUnmatchedQuerySchema,
  paymentSchema,
  successSchema,
  unmatchedTransferListSchema,
  unmatchedTransferSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { assignUnmatchedTransfer } from '../modules/unmatched-transfers/assign-unmatched-transfer';
import { moveUnmatchedTransfer } from '../modules/unmatched-transfers/move-unmatched-transfer';
import { listUnmatchedTransfers } from '../modules/unmatched-transfers/list-unmatched-transfers';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';

const idParams = z.object({ id: z.string().min(1).max(64) });
const doc = { tags: ['Dashboard'], security: SESSION_SECURITY };

/** The merchant's inbox of transfers to their wallets that paid no link: list, assign to a link, dismiss. */
export function unmatchedTransferRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.get(
      '/unmatched-transfers',
      {
        schema: {
          ...doc,
          summary: 'Transfers to your wallets that paid no link',
          querystring: listUnmatchedQuerySchema,
          response: replies({ 200: successSchema(unmatchedTransferListSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listUnmatchedTransfers(deps.db, currentAccount(request).id, request.query),
      }),
    );

    app.post(
      '/unmatched-transfers/:id/assign',
      {
        schema: {
          ...doc,
          summary: 'Count an unmatched (or dismissed) transfer toward one of your links (partial, complete or excess)',
          params: idParams,
          body: assignUnmatchedBodySchema,
          response: replies(
            { 200: successSchema(z.object({ transfer: unmatchedTransferSchema, payment: paymentSchema })) },
            SESSION_ERRORS,
            404,
            409,
          ),
        },
      },
      async (request) => {
        const data = await assignUnmatchedTransfer(
          deps,
          currentAccount(request).id,
          request.params.id,
          request.body.paymentId,
        );
        deps.notifier.notify(data.payment.id);
        deps.notifier.notify(data.transfer.id);
        return { success: true as const, data };
      },
    );

    app.post(
      '/unmatched-transfers/:id/dismiss',
      {
        schema: {
          ...doc,
          summary: 'Hide an unmatched transfer',
          params: idParams,
          response: replies(
            { 200: successSchema(z.object({ transfer: unmatchedTransferSchema })) },
            SESSION_ERRORS,
            404,
            409,
          ),
        },
      },
      async (request) => {
        const transfer = await moveUnmatchedTransfer(deps.db, currentAccount(request).id, request.params.id, 'dismiss');
        deps.notifier.notify(transfer.id);
        return { success: true as const, data: { transfer } };
      },
    );

    app.post(
      '/unmatched-transfers/:id/restore',
      {
        schema: {
          ...doc,
          summary: 'Undo a dismissal: the transfer needs attention again',
          params: idParams,
          response: replies(
            { 200: successSchema(z.object({ transfer: unmatchedTransferSchema })) },
            SESSION_ERRORS,
            404,
            409,
          ),
        },
      },
      async (request) => {
        const transfer = await moveUnmatchedTransfer(deps.db, currentAccount(request).id, request.params.id, 'restore');
        deps.notifier.notify(transfer.id);
        return { success: true as const, data: { transfer } };
      },
    );
  };
}

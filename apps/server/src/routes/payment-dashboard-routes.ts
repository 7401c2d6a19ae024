import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listPaymentsQuerySchema,
  paymentBalanceSchema,
  paymentDetailSchema,
  paymentSchema,
  paymentSettingsSchema,
  paymentStatsSchema,
  paymentTotalsQuerySchema,
  paymentTotalsSchema,
  paginationSchema,
  successSchema,
} from '@paylink/shared';
import { networkNames } from '../modules/chains/network-profiles';
import type { Deps } from '../deps';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { nonJson, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { paymentDetail, paymentDetailRows } from '../modules/payments/links/get-payment-detail';
import { listPayments } from '../modules/payments/links/list-payments';
import { accountBalance } from '../modules/accounts/account-balance';
import { paymentStats } from '../modules/payments/links/payment-stats';
import { paymentTotals } from '../modules/payments/links/payment-totals';
import { getPaymentSettings } from '../modules/payments/settings/get-payment-settings';
import { updatePaymentSettings } from '../modules/payments/settings/update-payment-settings';
import { paymentChangesStreams } from './payment-changes-stream';
import { refundRowsOf } from '../modules/refunds/list-refunds';
import { toRefundDto } from '../modules/refunds/refund-dto';
import { x402PaymentOf } from '../modules/x402/authorization-claims';

const idParams = z.object({ id: z.string().min(1).max(64) });
const dashboard = { tags: ['Dashboard'], security: SESSION_SECURITY };
const eventStream = nonJson('text/event-stream', 'Server-Sent Events');

/**
 * The signed-in merchant's payments under /api/payments (session only): pages, detail, live changes, stats, totals,
 * settings and balance.
 */
export function paymentDashboardRoutes(deps: Deps): FastifyPluginAsyncZod {
  const streamPaymentChanges = paymentChangesStreams(deps);
  return async (scope) => {
    const merchant = scope.withTypeProvider<ZodTypeProvider>();
    merchant.addHook('preValidation', requireSession(deps));

    merchant.get(
      '/payments',
      {
        schema: {
          ...dashboard,
          summary: 'Your payments, by page',
          querystring: listPaymentsQuerySchema,
          response: replies(
            { 200: successSchema(z.object({ payments: z.array(paymentSchema), pagination: paginationSchema })) },
            SESSION_ERRORS,
          ),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPayments(deps.db, currentAccount(request).id, request.query),
      }),
    );

    merchant.get(
      '/payments/:id',
      {
        schema: {
          ...dashboard,
          summary: 'One of your payments, with every transfer',
          params: idParams,
          response: replies({ 200: successSchema(z.object({ payment: paymentDetailSchema })) }, SESSION_ERRORS, 404),
        },
      },
      async (request) => {
        const { id } = request.params;
        // Three modules' reads sent at once (they overlap on a PostgreSQL pool). The payments read is the 404 for
        // another merchant's link: the refunds and x402 read alongside it are then never answered.
        const [rows, refunds, x402] = await Promise.all([
          paymentDetailRows(deps.db, id, currentAccount(request).id),
          refundRowsOf(deps.db, id),
          x402PaymentOf(deps.db, id),
        ]);
        const paidByX402 = x402 && { payer: x402.payer, transactionHash: x402.txHash };
        return {
          success: true as const,
          data: {
            payment: {
              ...paymentDetail(rows, refunds, networkNames(deps.config)),
              refunds: refunds.map(toRefundDto),
              paidByX402,
            },
          },
        };
      },
    );

    // Server-Sent Events: which of the merchant's payments changed, as it happens (see payment-changes-stream).
    merchant.get(
      '/changes',
      {
        schema: {
          ...dashboard,
          summary: 'Live feed of your payments that change (Server-Sent Events)',
          response: replies({ 200: eventStream }, SESSION_ERRORS),
        },
      },
      async (request, reply) => {
        await streamPaymentChanges(currentAccount(request).id, request, reply);
      },
    );

    merchant.get(
      '/stats',
      {
        schema: {
          ...dashboard,
          summary: 'Your payment statistics',
          response: replies({ 200: successSchema(paymentStatsSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({ success: true as const, data: await paymentStats(deps.db, currentAccount(request).id) }),
    );
    merchant.get(
      '/totals',
      {
        schema: {
          ...dashboard,
          summary: 'Your totals net of refunds, per network and token, over a range of days',
          description:
            'Links completed in the range (UTC days, `to` included; default the last 30 days, at most 366), minus the refunds completed on them, and what arrived per day.',
          querystring: paymentTotalsQuerySchema,
          response: replies({ 200: successSchema(paymentTotalsSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await paymentTotals(deps.db, currentAccount(request).id, request.query),
      }),
    );
    merchant.get(
      '/settings',
      {
        schema: {
          ...dashboard,
          summary: 'Your payment settings',
          response: replies({ 200: successSchema(paymentSettingsSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await getPaymentSettings(deps.db, currentAccount(request).id),
      }),
    );
    merchant.put(
      '/settings',
      {
        schema: {
          ...dashboard,
          summary: 'Change your payment settings',
          description: 'Applies to transfers recorded from now on: a link already COMPLETED stays so.',
          body: paymentSettingsSchema,
          response: replies({ 200: successSchema(paymentSettingsSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await updatePaymentSettings(deps.db, currentAccount(request).id, request.body),
      }),
    );
    merchant.get(
      '/balance',
      {
        schema: {
          ...dashboard,
          summary: 'Your credits and amounts received',
          response: replies({ 200: successSchema(paymentBalanceSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await accountBalance(deps.db, currentAccount(request).id),
      }),
    );
  };
}

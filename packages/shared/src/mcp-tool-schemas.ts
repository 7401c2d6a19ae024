import { z } from 'zod';
import { createdPaymentLinkSchema, paymentLinkListSchema, retrievedPaymentLinkSchema } from './api-response-schemas';
import { listPaymentLinksQuerySchema } from './merchant-api-schemas';
import { createPaymentLinkSchema } from './payment-schemas';
import { paymentBalanceSchema, paymentStatsSchema } from './payment-stats-schemas';
import { refundRequestFieldsSchema, refundSchema } from './refund-schemas';
import { listSubscriptionsQuerySchema, planBodySchema, planSchema, subscriptionSchema } from './subscription-schemas';
import { listUnmatchedQuerySchema, unmatchedTransferListSchema } from './unmatched-transfer-schemas';

/**
 * The MCP server's tools (apps/server/src/modules/mcp): each one's input and structured output, the same schemas as
 * the /api/v1 route it mirrors, so an assistant and an integration are held to the same rules.
 */
const paymentId = z.string().trim().min(1).max(64).meta({ description: 'The payment link id (pay_…)' });

export const mcpToolSchemas = {
  create_payment_link: { input: createPaymentLinkSchema, output: createdPaymentLinkSchema },
  get_payment: { input: z.object({ id: paymentId }), output: z.object({ payment: retrievedPaymentLinkSchema }) },
  list_payments: { input: listPaymentLinksQuerySchema, output: paymentLinkListSchema },
  prepare_refund: {
    input: refundRequestFieldsSchema.extend({ id: paymentId }),
    output: z.object({ refund: refundSchema }),
  },
  get_balance_and_stats: {
    input: z.object({}),
    output: z.object({ balance: paymentBalanceSchema, stats: paymentStatsSchema }),
  },
  list_unmatched_transfers: { input: listUnmatchedQuerySchema, output: unmatchedTransferListSchema },
  create_subscription_plan: { input: planBodySchema, output: z.object({ plan: planSchema }) },
  list_subscribers: {
    input: listSubscriptionsQuerySchema,
    output: z.object({
      subscriptions: z.array(subscriptionSchema),
      pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
    }),
  },
} as const;

export type McpToolName = keyof typeof mcpToolSchemas;

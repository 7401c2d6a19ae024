import { z } from 'zod';
import { PAYMENT_STATUSES } from './constants';

/** A page of a list, and the merchant's counts and totals (dashboard, merchant API, MCP). */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

const countByStatus = z.record(z.enum(PAYMENT_STATUSES), z.number().int());
/** Decimal strings by currency. */
const amountsByCurrency = z.record(z.string(), z.string());

export const paymentStatsSchema = z.object({
  totalPayments: z.number().int(),
  byStatus: countByStatus,
  received: amountsByCurrency,
  thisMonth: z.object({ created: z.number().int(), completed: z.number().int() }),
});
export type PaymentStats = z.infer<typeof paymentStatsSchema>;

export const paymentBalanceSchema = z.object({ credits: z.number().int(), received: amountsByCurrency });
export type PaymentBalance = z.infer<typeof paymentBalanceSchema>;

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

/** The dashboard's date range when none is asked: the last 30 days, today included (UTC). */
export const TOTALS_DEFAULT_DAYS = 30;
/** The longest range the totals answer, in days (a year, leap day included). */
export const TOTALS_MAX_DAYS = 366;

/** GET /api/payments/totals: a range of UTC days, both ends included. */
export const paymentTotalsQuerySchema = z.object({
  from: z.iso.date().optional().meta({ description: 'First day (UTC, YYYY-MM-DD); default: 29 days before `to`' }),
  to: z.iso.date().optional().meta({ description: 'Last day, included (UTC, YYYY-MM-DD); default: today' }),
});
export type PaymentTotalsQuery = z.infer<typeof paymentTotalsQuerySchema>;

const decimal = (description: string) => z.string().meta({ description, examples: ['1.5'] });

export const paymentTotalsSchema = z.object({
  from: z.string().meta({ description: 'First day of the range (UTC)' }),
  to: z.string().meta({ description: 'Last day of the range, included (UTC)' }),
  totals: z
    .array(
      z.object({
        network: z.string(),
        networkName: z.string().meta({ description: 'The network as people name it (e.g. Ethereum)' }),
        currency: z.string(),
        received: decimal('Received by links completed in the range'),
        refunded: decimal('Paid back by completed refunds of those links'),
        net: decimal('received minus refunded'),
      }),
    )
    .meta({ description: 'One row per network and token the merchant was paid in during the range' }),
  days: z
    .array(
      z.object({ date: z.string(), network: z.string(), currency: z.string(), received: decimal('Received that day') }),
    )
    .meta({
      description: 'Received per UTC day (by completion), per network and token; days with nothing are left out',
    }),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

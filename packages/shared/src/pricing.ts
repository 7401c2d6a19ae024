import { z } from 'zod';
import { PAYMENT_FINALITIES, PAYMENT_STATUSES, REFUND_STATES } from './constants';
import { formatAmount, toFixedDecimal } from './money';

/** Currencies a link can be priced in besides its tokens; the customer pays the equivalent in a token. */
export const FIAT_CURRENCIES = ['USD', 'EUR'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export const isFiatCurrency = (currency: string): currency is FiatCurrency =>
  (FIAT_CURRENCIES as readonly string[]).includes(currency);

/** Fiat prices have cents: 0.01 to 1,000,000. */
export const FIAT_DECIMALS = 2;
export const FIAT_AMOUNT_MIN = '0.01';
/** Cents as a price: 2500n → "25.00". */
export const formatFiat = (cents: bigint): string => toFixedDecimal(formatAmount(cents, FIAT_DECIMALS), FIAT_DECIMALS);

/** A payment made this long after its quote expired is still taken at that quote (then: the current rate). */
export const QUOTE_GRACE_MS = 2 * 60 * 1000;
/** A price older than this (or a feed that cannot be reached) is never used: no quote instead of a guess. */
export const PRICE_MAX_AGE_MS = 5 * 60 * 1000;

export const quoteSchema = z
  .object({
    rate: z
      .string()
      .meta({ description: 'Price of one pay token in the priced currency (decimal string)', examples: ['250'] }),
    source: z.string().meta({ description: 'Where the rate came from', examples: ['offline'] }),
    quotedAt: z.string().meta({ format: 'date-time' }),
    expiresAt: z
      .string()
      .meta({ format: 'date-time', description: 'The token amount is held until then (plus 2 minutes of grace)' }),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

/** POST /api/payments/:id/quote: a fresh quote, in another accepted token when given. */
export const renewQuoteBodySchema = z.object({ payCurrency: z.string().trim().toUpperCase().optional() }).nullish();

const isoDay = z.iso.datetime({ offset: true }).or(z.iso.date());

/** Filters of the accounting export (CSV and JSON): creation time range and status. */
export const exportQuerySchema = z.object({
  from: isoDay.optional().meta({ description: 'Created at or after (ISO date or date-time)' }),
  to: isoDay.optional().meta({ description: 'Created before (ISO date or date-time)' }),
  status: z.enum(PAYMENT_STATUSES).optional(),
});

/** GET /api/v1/payment-links/export: the same rows as the CSV, by cursor. */
export const exportPageQuerySchema = exportQuerySchema.extend({
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(500, 'limit must be at most 500').default(100),
  starting_after: z.string().min(1).max(64).optional(),
});

/** One exported link: what accounting needs (amounts are decimal strings, never floats). */
export const exportRowSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    label: z.string(),
    amount: z.string().meta({ description: 'As priced' }),
    currency: z.string(),
    payAmount: z.string(),
    payCurrency: z.string(),
    network: z.string().meta({ description: 'The network the link is paid on (solana, ethereum, base...)' }),
    rate: z.string().nullable().meta({ description: 'Quote rate (fiat per token) for a fiat-priced link' }),
    amountReceived: z.string().meta({ description: 'In the pay token' }),
    fiatValueAtCompletion: z
      .string()
      .nullable()
      .meta({ description: 'Fiat-priced links once completed: what arrived, valued at the quote rate' }),
    transactions: z.array(z.string()),
    payer: z.string().nullable(),
    refundedAmount: z
      .string()
      .meta({ description: 'Paid back by completed refunds, in the pay token (decimal string)' }),
    refundStatus: z
      .enum(REFUND_STATES)
      .nullable()
      .meta({ description: 'partially_refunded or refunded (all that arrived paid back); null before any refund' }),
    checkoutUrl: z.string().meta({ description: 'The link’s hosted checkout page' }),
    finality: z
      .enum(PAYMENT_FINALITIES)
      .nullable()
      .meta({ description: 'COMPLETED links: confirmed, or finalized once every transfer that paid it is final' }),
    finalizedAt: z.string().nullable(),
    payButtonId: z
      .string()
      .nullable()
      .meta({ description: 'The pay button that opened the link (its metadata.pay_button_id), else null' }),
  })
  .meta({ id: 'ExportRow' });
export type ExportRow = z.infer<typeof exportRowSchema>;

export const exportPageSchema = z.object({
  rows: z.array(exportRowSchema),
  hasMore: z.boolean().meta({ description: 'Pass the last id as starting_after for the next page' }),
});

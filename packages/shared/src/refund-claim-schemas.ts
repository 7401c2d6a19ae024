import { z } from 'zod';
import { BITCOIN_NETWORKS } from './addresses';
import { amountInputSchema } from './payment-schemas';
import { REFUND_REASON_MAX } from './refund-schemas';

/**
 * A refund claim link (BTCPay pull-payment style): the merchant of a Bitcoin link sends it to the customer, who
 * answers once with the address to refund; that prepares the refund the merchant then pays. OPEN until answered
 * (ANSWERED, final) or past its time (EXPIRED).
 */
export const REFUND_CLAIM_STATUSES = ['OPEN', 'ANSWERED', 'EXPIRED'] as const;
export type RefundClaimStatus = (typeof REFUND_CLAIM_STATUSES)[number];

/** An unanswered claim link stops working after this long. */
export const REFUND_CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** POST …/refund-claims: as a refund's, without the destination (the customer gives it). */
export const createRefundClaimBodySchema = z
  .object({
    amount: amountInputSchema.optional().meta({ description: 'Decimal string in BTC; default: what is owed' }),
    transferId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .meta({ description: 'The transfer to refund; without it, the link as a whole' }),
    reason: z
      .string()
      .trim()
      .max(REFUND_REASON_MAX, `Reason must be at most ${REFUND_REASON_MAX} characters`)
      .optional(),
  })
  .nullish();
export type CreateRefundClaimInput = z.input<typeof createRefundClaimBodySchema>;

/** POST /api/refund-claims/:token: the customer's answer. */
export const answerRefundClaimBodySchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, 'Enter your Bitcoin address')
    .max(100)
    .meta({ description: 'The Bitcoin address to refund to, of the server’s chain' }),
});

const isoDate = z.string().meta({ format: 'date-time', examples: ['2026-11-22T10:00:00.000Z'] });

const claimFields = {
  amount: z.string().meta({ description: 'Decimal string in `currency`', examples: ['0.0005'] }),
  currency: z.string().meta({ examples: ['BTC'] }),
  status: z.enum(REFUND_CLAIM_STATUSES),
  address: z.string().nullable().meta({ description: 'The address the customer gave, once ANSWERED' }),
  expiresAt: isoDate.meta({ description: 'An OPEN claim not answered by then becomes EXPIRED' }),
};

// Strict objects: the serializer sends exactly these fields.
export const refundClaimSchema = z
  .object({
    id: z.string().meta({ examples: ['rcl_4kPq9TnV2xYbC7dE8fGh1j'] }),
    paymentId: z.string(),
    transferId: z.string().nullable(),
    ...claimFields,
    reason: z.string().nullable(),
    refundId: z
      .string()
      .nullable()
      .meta({ description: 'The refund the answer prepared (its BIP21 request is in the link’s refunds)' }),
    createdAt: isoDate,
    answeredAt: z.string().nullable(),
  })
  .meta({ id: 'RefundClaim' });
export type RefundClaim = z.infer<typeof refundClaimSchema>;

/** What the customer's page shows: no merchant data beyond the link's label. */
export const publicRefundClaimSchema = z
  .object({
    label: z.string().meta({ description: 'The payment link’s label' }),
    ...claimFields,
    bitcoinNetwork: z.enum(BITCOIN_NETWORKS).meta({ description: 'The chain the address must belong to' }),
  })
  .meta({ id: 'PublicRefundClaim' });
export type PublicRefundClaim = z.infer<typeof publicRefundClaimSchema>;

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const createdRefundClaimResponseSchema = ok(
  z.object({
    claim: refundClaimSchema,
    url: z.string().meta({ description: 'The link to send the customer; shown only now (its token is stored hashed)' }),
  }),
);
export const refundClaimListResponseSchema = ok(
  z.object({ claims: z.array(refundClaimSchema).meta({ description: 'Newest first' }) }),
);
export const publicRefundClaimResponseSchema = ok(z.object({ claim: publicRefundClaimSchema }));

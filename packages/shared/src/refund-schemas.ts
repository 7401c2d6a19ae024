import { z } from 'zod';
import { amountInputSchema } from './payment-schemas';

/** A refund's lifecycle: prepared (waiting for the merchant's wallet to pay it), then paid or lapsed. */
export const REFUND_STATUSES = ['PENDING', 'COMPLETED', 'EXPIRED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** An unpaid refund lapses after this long; a new one can then be prepared. */
export const REFUND_TTL_MS = 24 * 60 * 60 * 1000;
export const REFUND_REASON_MAX = 200;
/**
 * Past its time, a PENDING refund lapses only after the chain was searched and showed it unpaid this much later
 * (a transaction signed in time may still land and confirm), and on Ethereum and Base only once the confirmed
 * blocks searched reach its time.
 */
export const REFUND_EXPIRY_GRACE_MS = 10 * 60 * 1000;
/** An EXPIRED refund is still looked for this long after its time: paid late after all, it becomes COMPLETED. */
export const REFUND_LATE_WATCH_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The 400 when no destination can be told (its `details` name the field `to`): the dashboard shows it as a warning
 * next to the address field.
 */
export const REFUND_PAYER_UNKNOWN =
  'The payer of this payment cannot be determined (a program may have moved the funds). Enter the address to refund to.';

/**
 * The 400 for a refund of the whole link whose transfers came from more than one wallet (a stranger can add to a
 * customer's payment with its reference): no single destination is right, so the merchant names the transfer or
 * the address. Its `details` list each wallet and what it sent.
 */
export const REFUND_PAYERS_DIFFER =
  'This payment was paid from more than one wallet: refund each transfer on its own, or enter the address to refund to.';

/**
 * POST …/refunds (and MCP's prepare_refund, with the link's id): every field optional. Without `amount`, what is
 * owed (of the transfer when `transferId` is given); without `to`, the payer of the transfer. Checked against the
 * link's network on the server.
 */
export const refundRequestFieldsSchema = z.object({
  amount: amountInputSchema
    .optional()
    .meta({ description: 'Decimal string in the refunded token; default: what is owed' }),
  transferId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'The transfer to refund (its `id` in the payment’s transfers)' }),
  to: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: 'Destination address; default: the payer of the transfer' }),
  reason: z.string().trim().max(REFUND_REASON_MAX, `Reason must be at most ${REFUND_REASON_MAX} characters`).optional(),
});
export const createRefundBodySchema = refundRequestFieldsSchema.nullish();
export type CreateRefundInput = z.input<typeof createRefundBodySchema>;

const isoDate = z.string().meta({ format: 'date-time', examples: ['2026-11-22T10:00:00.000Z'] });

// A strict object: the serializer sends exactly these fields.
export const refundSchema = z
  .object({
    id: z.string().meta({ examples: ['rfd_4kPq9TnV2xYbC7dE8fGh1j'] }),
    paymentId: z.string(),
    transferId: z
      .string()
      .nullable()
      .meta({ description: 'The transfer refunded; null for a refund of the link as a whole' }),
    misdirectedId: z.string().nullable().meta({
      description:
        'The payment sent on the wrong network this refund sends back (on the network it arrived on, to its sender); null for a refund of what the link counted',
    }),
    amount: z.string().meta({ description: 'Decimal string in `currency`', examples: ['0.5'] }),
    currency: z.string().meta({ examples: ['USDC'] }),
    network: z.string().meta({ examples: ['solana'] }),
    to: z.string().meta({ description: 'Where the refund goes: the payer, or the address the merchant entered' }),
    status: z.enum(REFUND_STATUSES),
    paymentUrl: z.string().meta({
      description:
        'What the merchant’s wallet opens to pay the refund: a Solana Pay URL (with the refund’s reference), an EIP-681 URL (EVM) or a BIP21 URI (Bitcoin)',
      examples: [
        'solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=0.5&reference=…&label=Refund%20Order%20%231042&memo=rfd_…',
      ],
    }),
    qrCodeData: z.string().meta({ description: 'QR PNG of paymentUrl as a data URL' }),
    reference: z.string().nullable().meta({
      description:
        'Solana: the reference key the refund’s transaction carries; null on EVM networks and Bitcoin (the transfer itself is looked for)',
    }),
    reason: z.string().nullable(),
    signature: z
      .string()
      .nullable()
      .meta({ description: 'The transaction that paid the refund (signature or hash), once COMPLETED' }),
    createdAt: isoDate,
    expiresAt: isoDate.meta({ description: 'A PENDING refund not paid by then becomes EXPIRED' }),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const refundResponseSchema = ok(z.object({ refund: refundSchema }));
export const refundListResponseSchema = ok(
  z.object({ refunds: z.array(refundSchema).meta({ description: 'Newest first' }) }),
);

/** The refund part of a `payment.refunded` webhook (snake_case like the payment part). */
export const webhookRefundSchema = z.object({
  id: z.string(),
  amount: z.string().meta({ description: 'Decimal string in `currency`' }),
  currency: z.string(),
  to: z.string(),
  status: z.enum(REFUND_STATUSES),
  transfer_id: z.string().nullable(),
  misdirected_id: z.string().nullable().meta({
    description:
      'The payment sent on the wrong network this refund sent back (`misdirected_id` of its `payment.misdirected`); null for a refund of what the link counted',
  }),
  reason: z.string().nullable(),
  signature: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type WebhookRefund = z.infer<typeof webhookRefundSchema>;

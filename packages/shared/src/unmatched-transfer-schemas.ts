import { z } from 'zod';

/**
 * Why a transfer paid no link, as seen when it was recorded: no open link to that wallet in that token asked for
 * that amount (`wrong_amount`); the link that asked for exactly it had ended, past its late window (`link_ended`);
 * no link to that wallet in that token was open (`no_open_link`); or, on Solana, it carried no watched link's reference,
 * such as an exchange withdrawal (`no_reference`); or it paid an option of a link (one checkout, any network) after
 * money had already counted on the link's chosen option (`other_pay_option`).
 */
export const UNMATCHED_REASONS = [
  'wrong_amount',
  'link_ended',
  'no_open_link',
  'no_reference',
  'other_pay_option',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/** A transfer to one of the merchant's wallets that paid no link (merchant view). */
export const unmatchedTransferSchema = z
  .object({
    id: z.string().meta({ examples: ['utr_7Hq3YvJ8kLmN2pQrStUvWx'] }),
    network: z.string().meta({ examples: ['ethereum'] }),
    currency: z.string().meta({ examples: ['USDC'] }),
    amount: z.string().meta({ description: 'Decimal string in the token unit', examples: ['3'] }),
    recipient: z.string(),
    payer: z.string().nullable(),
    signature: z.string().meta({ description: 'Transaction hash (EVM) or signature (Solana)' }),
    blockTime: z.string().nullable(),
    reason: z
      .enum(UNMATCHED_REASONS)
      .nullable()
      .meta({ description: 'Why it paid no link (null: recorded before reasons were kept)' }),
    status: z.enum(['open', 'assigned', 'dismissed']),
    paymentId: z.string().nullable().meta({ description: 'The link it was assigned to' }),
    createdAt: z.string(),
  })
  .meta({ id: 'UnmatchedTransfer' });
export type UnmatchedTransfer = z.infer<typeof unmatchedTransferSchema>;

export const unmatchedTransferListSchema = z.object({
  transfers: z.array(unmatchedTransferSchema),
  /** How many are still open (the dashboard's needs-attention badge). */
  openCount: z.number().int(),
});

export const listUnmatchedQuerySchema = z.object({
  status: z.enum(['open', 'assigned', 'dismissed']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const assignUnmatchedBodySchema = z.object({
  paymentId: z.string().trim().min(1, 'paymentId is required').max(64),
});

import { z } from 'zod';

/** One transfer a refund draws on: who sent it (null when it cannot be told) and what of the refund it covers. */
export const refundSourceSchema = z.object({
  transferId: z.string(),
  payer: z
    .string()
    .nullable()
    .meta({ description: 'Who sent the transfer; null when it cannot be told (a program moved it)' }),
  amount: z
    .string()
    .meta({ description: 'What of the refund this transfer covers (decimal string)', examples: ['0.099'] }),
});
export type RefundSource = z.infer<typeof refundSourceSchema>;

/** One wallet that paid in the proposal's token: what it sent that may still be refunded, and from which transfers. */
export const payerRefundSchema = z.object({
  payer: z.string().nullable().meta({ description: 'The wallet; null for transfers whose sender cannot be told' }),
  amount: z
    .string()
    .meta({ description: 'What this wallet sent that may still be refunded (decimal string)', examples: ['0.099'] }),
  transferIds: z
    .array(z.string())
    .meta({ description: 'Its transfers, oldest first (refund each with its transferId)' }),
});
export type PayerRefund = z.infer<typeof payerRefundSchema>;

/**
 * What a Refund button proposes, as the server decides it: what is owed and not already being refunded (else,
 * nothing owed, everything that may still be refunded), in the token that arrived, and where it goes.
 */
export const proposedRefundSchema = z
  .object({
    transferId: z
      .string()
      .nullable()
      .meta({ description: 'The transfer it refunds; null for a refund of the link as a whole' }),
    currency: z.string().meta({ examples: ['SOL'] }),
    amount: z.string().meta({
      description:
        'The proposed amount (decimal string): what is owed minus pending refunds, else everything refundable',
      examples: ['0.05'],
    }),
    refundable: z.string().meta({
      description: 'The most this refund may be (decimal string); a larger one is refused with a 400',
      examples: ['0.15'],
    }),
    to: z.string().nullable().meta({
      description:
        'Where it goes when you send no `to`: the one wallet that paid what it refunds; null when you must name the address (payer unknown, or several wallets)',
    }),
    payersDiffer: z.boolean().meta({
      description:
        'The transfers it draws on came from more than one wallet: refund each transfer on its own, or name the address',
    }),
    sources: z
      .array(refundSourceSchema)
      .meta({ description: 'The transfers a refund of `amount` draws on, oldest first' }),
    byPayer: z.array(payerRefundSchema).meta({
      description:
        'Per wallet that paid in this token, what it sent (still refundable): the default to offer each payer when payers differ',
    }),
  })
  .meta({ id: 'ProposedRefund' });
export type ProposedRefund = z.infer<typeof proposedRefundSchema>;

import { z } from 'zod';

/**
 * A payment sent on the wrong network: the right wallet and token, the link's exact unique pay amount, on another
 * network sharing the link's addresses (USDC on Arbitrum for a Base link). It never counts by itself: the merchant
 * accepts it (it then counts toward the link) or refunds it on the network where it arrived.
 */
export const MISDIRECTED_STATUSES = ['open', 'accepted', 'refunded'] as const;
export type MisdirectedStatus = (typeof MISDIRECTED_STATUSES)[number];

/** What the hosted page, the payment's detail page and the inbox say about one. */
export function misdirectedMessage(m: { amount: string; currency: string; arrivedOn: string; linkOn: string }): string {
  return `A payment of ${m.amount} ${m.currency} for this link arrived on ${m.arrivedOn} instead of ${m.linkOn}.`;
}

/**
 * The merchant's caution when their address holds code on the link's network (a Safe, a smart-contract wallet):
 * such a wallet exists on one chain, so the same address on another may be nobody's. Never promises anything.
 */
export function contractWalletCaution(m: { arrivedOn: string; linkOn: string }): string {
  return `Your address is a smart-contract wallet on ${m.linkOn}. That wallet may not exist on ${m.arrivedOn}: Paylink cannot tell whether this money can be moved from there.`;
}

/** What a paying customer sees of one (the hosted page): never the payer. */
export const misdirectedNoticeSchema = z
  .object({
    network: z.string().meta({ description: 'Where it arrived', examples: ['arbitrum'] }),
    amount: z.string().meta({ examples: ['25.004417'] }),
    currency: z.string().meta({ examples: ['USDC'] }),
    message: z
      .string()
      .meta({ examples: ['A payment of 25.004417 USDC for this link arrived on Arbitrum instead of Base.'] }),
  })
  .meta({ id: 'MisdirectedNotice' });
export type MisdirectedNotice = z.infer<typeof misdirectedNoticeSchema>;

/** One misdirected payment as its merchant sees it (detail page, inbox, API). */
export const misdirectedTransferSchema = z
  .object({
    id: z.string().meta({ examples: ['mis_7Hq3YvJ8kLmN2pQrStUvWx'] }),
    paymentId: z.string().meta({ description: 'The link whose exact pay amount it sent' }),
    network: z.string().meta({ description: 'Where it arrived', examples: ['arbitrum'] }),
    linkNetwork: z.string().meta({ description: 'The link’s network', examples: ['base'] }),
    currency: z.string().meta({ examples: ['USDC'] }),
    amount: z.string().meta({ description: 'Decimal string in the token unit', examples: ['25.004417'] }),
    recipient: z.string(),
    payer: z.string().nullable(),
    signature: z.string().meta({ description: 'Transaction hash on `network`' }),
    position: z.number().int().meta({ description: 'The token Transfer log’s index in the transaction' }),
    blockTime: z.string().nullable(),
    status: z.enum(MISDIRECTED_STATUSES),
    contractWallet: z.boolean().meta({
      description:
        'Your address holds code on the link’s network (a Safe or smart-contract wallet): it may not exist on `network`',
    }),
    message: z.string(),
    caution: z
      .string()
      .nullable()
      .meta({ description: 'Said when contractWallet: Paylink cannot tell whether the money can be moved' }),
    refundId: z.string().nullable().meta({ description: 'The refund prepared for it (status refunded)' }),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'MisdirectedTransfer' });
export type MisdirectedTransfer = z.infer<typeof misdirectedTransferSchema>;

export const misdirectedTransferListSchema = z.object({
  transfers: z.array(misdirectedTransferSchema),
  openCount: z.number().int().meta({ description: 'How many wait for you to accept or refund them' }),
});

export const listMisdirectedQuerySchema = z.object({
  status: z.enum(MISDIRECTED_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The transfer a `payment.misdirected` webhook names: where it was made is the event's `network`. */
export const webhookMisdirectedTransferSchema = z.object({
  signature: z.string().meta({ description: 'Transaction hash on `network`' }),
  amount: z.string().meta({ description: 'Decimal string in the transfer’s token' }),
  currency: z.string(),
  position: z.number().int().meta({ description: 'The token Transfer log’s index in the transaction' }),
  payer: z.string().nullable(),
});

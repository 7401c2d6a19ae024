import { z } from 'zod';
import { ACCOUNT_ROLES, PAYMENT_FINALITIES, PAYMENT_STATUSES, REFUND_STATES } from './constants';
import { ERROR_CODES } from './errors';
import { paymentTransferSchema } from './payment-schemas';
import { payOptionSchema } from './pay-option-schemas';
import { proposedRefundSchema } from './proposed-refund-schema';
import { quoteSchema } from './pricing';
import { refundSchema } from './refund-schemas';
import { misdirectedTransferSchema } from './misdirected-schemas';

/**
 * Response shapes of the public and merchant API, as zod: routes declare them (so replies are checked against
 * them) and the OpenAPI document at /api/openapi.json is generated from them.
 */

export const errorResponseSchema = z
  .looseObject({
    success: z.literal(false),
    error: z.string().meta({
      description: 'A sentence for people',
      examples: ['Insufficient credits. Please purchase more credits.'],
    }),
    code: z.enum(ERROR_CODES).meta({ description: 'Stable machine-readable code', examples: ['INSUFFICIENT_CREDITS'] }),
    details: z
      .array(z.object({ msg: z.string(), path: z.string() }))
      .optional()
      .meta({ description: 'Validation errors, one per field' }),
  })
  .meta({ id: 'Error', description: 'Every error: a 4xx for bad input, never a 500 for it' });

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

const nullableString = z.string().nullable();
const isoDate = z.string().meta({ format: 'date-time', examples: ['2026-11-22T10:00:00.000Z'] });

// A strict object: the serializer sends exactly these fields, so a field added to the Payment DTO must be added here.
export const paymentSchema = z
  .object({
    id: z.string().meta({ examples: ['pay_7Hq3YvJ8kLmN2pQrStUvWx'] }),
    label: z.string().meta({ examples: ['Order #1042'] }),
    message: nullableString,
    amount: z
      .string()
      .meta({ description: 'Decimal string as priced, in the token or in USD/EUR (never a float)', examples: ['1.5'] }),
    amountReceived: nullableString.meta({ description: 'In the pay token' }),
    currency: z.string().meta({ description: 'As priced: a token (SOL, USDC...) or USD/EUR', examples: ['USDC'] }),
    payAmount: z.string().meta({
      description:
        'The exact amount the customer sends, in payCurrency: rounded up to its decimals for a link priced in USD/EUR, plus the link’s unique offset on networks that tell links apart by amount (EVM networks, Bitcoin at a shared address)',
      examples: ['0.1'],
    }),
    payCurrency: z.string().meta({ examples: ['SOL'] }),
    payCurrencies: z.array(z.string()).meta({ description: 'Tokens the customer may choose from on the hosted page' }),
    payOptions: z.array(payOptionSchema).nullable().meta({
      description:
        'Links priced in USD/EUR with several networks: the network/token pairs the customer chooses from (network and payCurrency are the chosen one); null otherwise',
    }),
    quote: quoteSchema
      .nullable()
      .meta({ description: 'Links priced in USD/EUR: the rate behind payAmount; null for token-priced links' }),
    network: z.string().meta({ examples: ['solana'] }),
    status: z.enum(PAYMENT_STATUSES),
    createdAt: isoDate,
    updatedAt: isoDate,
    expiresAt: isoDate,
    solanaPayUrl: nullableString.meta({
      description: 'Solana links: the Solana Pay URL (same as paymentUrl); null on other networks',
      examples: [
        'solana:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM?amount=1.5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&reference=…',
      ],
    }),
    transactionRequestUrl: nullableString.meta({
      description:
        'Solana links: the Solana Pay transaction-request URL. A wallet POSTs its account to the link and gets the transaction to sign (a token such as USDC, USDT, EURC or PYUSD: Paylink pays the network fee); null on other networks',
      examples: [
        'solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_7Hq3YvJ8kLmN2pQrStUvWx%2Ftransaction-request',
      ],
    }),
    x402Url: nullableString.meta({
      description:
        'While open, in USDC on an EVM network or Solana: where an agent pays the link over HTTP 402 (x402 v2, "exact" scheme: a signed USDC authorization, or on Solana a partly signed USDC transfer; Paylink pays the gas or fee); null otherwise',
      examples: ['https://paylink.example/api/x402/links/pay_7Hq3YvJ8kLmN2pQrStUvWx'],
    }),
    paymentUrl: z.string().meta({
      description: 'What a wallet opens: Solana Pay on Solana, EIP-681 on EVM networks, BIP21 on Bitcoin',
      examples: [
        'ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=10000042',
      ],
    }),
    checkoutUrl: z.string().meta({
      description:
        'The hosted checkout page to share with the customer (email, chat, a Pay button): the customer sees the amount, QR code and wallet link there, and chooses a token or network when the link offers several',
      examples: ['https://paylink.example/payment/pay_7Hq3YvJ8kLmN2pQrStUvWx'],
    }),
    receiptUrl: z
      .string()
      .nullable()
      .meta({
        description:
          'The public receipt of a COMPLETED link (`<APP_URL>/receipt/<id>`: printable page; signed JSON and PDF under /api/receipts); null before',
        examples: ['https://paylink.example/receipt/pay_7Hq3YvJ8kLmN2pQrStUvWx'],
      }),
    chainId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'EVM networks: the chain id (1 Ethereum, 8453 Base); null on Solana', examples: [1] }),
    recipientAddress: z.string(),
    reference: z.string().nullable().meta({
      description:
        'Solana Pay reference key of this link (also the key that names a link paid at a Bitcoin address derived for it); null where the link is told apart by its unique amount alone (EVM networks, Bitcoin at a saved address) and has no Solana pay option',
    }),
    merchantReference: nullableString.meta({ description: 'Your own reference (the `reference` you sent)' }),
    transactionSignature: nullableString,
    transactionHash: nullableString,
    payerAddress: nullableString,
    metadata: z.record(z.string(), z.unknown()).nullable(),
    qrCodeData: z.string().meta({ description: 'QR PNG as a data URL (also at /api/payments/{id}/qr.png)' }),
    webhookUrl: nullableString,
    successUrl: nullableString.meta({
      description:
        'Where the hosted page takes the customer once paid ("Back to <merchant>", and on its own after a few seconds); the successUrl you sent, or the pay button’s return URL',
      examples: ['https://shop.example/thanks'],
    }),
    cancelUrl: nullableString.meta({
      description: 'Where the hosted page offers to go back without paying (and once the link expired or failed)',
      examples: ['https://shop.example/cart'],
    }),
    completedAt: nullableString,
    finality: z.enum(PAYMENT_FINALITIES).nullable().meta({
      description:
        'COMPLETED links: `confirmed` when completed, `finalized` once every transfer that paid it is final on its chain (Solana finalized commitment, EVM finalized block, 6 Bitcoin blocks); null before',
    }),
    finalizedAt: nullableString.meta({ description: 'When the link became final (see finality); null before' }),
    verifiedAt: nullableString,
    failureReason: nullableString,
    cancelledAt: nullableString.meta({
      description:
        'When you cancelled the link (POST …/cancel): it then takes no more money, and a payment that still arrives is listed in your unmatched-transfers inbox; null otherwise',
    }),
    paidLate: z.boolean(),
    overpaid: z.boolean(),
    needsRefund: z.boolean().meta({
      description:
        'The link owes the customer money back: an overpayment, an excess transfer, a wrong token, or FAILED after money arrived',
    }),
    amountOwed: z.string().meta({
      description:
        'Still owed back to the customer in payCurrency (decimal string, "0" when nothing): what arrived and the link does not keep, minus completed refunds',
      examples: ['0.5'],
    }),
    amountRefunded: z
      .string()
      .meta({ description: 'Paid back by completed refunds, in payCurrency (decimal string)', examples: ['0'] }),
    shortfall: nullableString.meta({
      description:
        'A link counted as paid within your underpayment tolerance: what it is short of payAmount (decimal string); null otherwise',
      examples: ['0.01'],
    }),
    refundStatus: z.enum(REFUND_STATES).nullable().meta({
      description:
        '`refunded` once completed refunds paid back all that reached the link in payCurrency, `partially_refunded` for less, null before any refund',
    }),
    screeningFlag: z.object({ sender: z.string(), flaggedAt: z.string() }).nullable().meta({
      description:
        'Flagged for review: a transfer arrived from `sender`, an address on the screening list (the first such sender, seen at `flaggedAt`). The link still completes as the chain says and nothing is refunded automatically: you decide. Null when not flagged.',
    }),
  })
  .meta({ id: 'Payment' });

export const paymentDetailSchema = paymentSchema
  .extend({
    amountRefundable: z.string().meta({
      description:
        'The most a refund of the link as a whole may be, in payCurrency (decimal string): what arrived minus completed and pending refunds; a larger refund is refused with a 400',
      examples: ['0.5'],
    }),
    proposedRefund: proposedRefundSchema.meta({
      description: 'What a refund of the link as a whole would be, in payCurrency, were you to prepare one now',
    }),
    transfers: z
      .array(paymentTransferSchema)
      .meta({ description: 'Every confirmed transaction that carried the link’s reference, oldest first' }),
    unconfirmedTransfers: z
      .array(z.object({ signature: z.string(), amount: z.string(), confirmations: z.number().int() }))
      .meta({
        description:
          'Transfers seen (Bitcoin mempool, or fewer blocks than required) but not final yet: they never count until final',
      }),
    refunds: z.array(refundSchema).meta({ description: 'Every refund prepared for the link, newest first' }),
    paidByX402: z.object({ payer: z.string(), transactionHash: z.string().nullable() }).nullable().meta({
      description:
        'Paid over x402 (an agent on its x402Url, or your API through Paylink’s facilitator): the payer and the settlement; null otherwise',
    }),
    misdirected: z
      .array(misdirectedTransferSchema)
      .meta({ description: 'Payments of this link’s exact amount sent on another network: accept or refund each' }),
  })
  .meta({ id: 'PaymentDetail' });

export const retrievedPaymentLinkSchema = paymentSchema
  .extend({
    proposedRefund: proposedRefundSchema.meta({
      description:
        'What a refund of the link as a whole would be, in payCurrency, were you to prepare one now (POST …/refunds without amount and to)',
    }),
  })
  .meta({ id: 'RetrievedPaymentLink', description: 'A payment link and the refund it would propose' });

export const createdPaymentLinkSchema = z.object({
  payment: paymentSchema,
  recipientWallet: z.string(),
  checkoutQrCodeData: z.string().meta({
    description:
      'QR PNG (data URL) of payment.checkoutUrl: the code to print or share, it opens the hosted checkout (payment.qrCodeData is the wallet URI’s)',
  }),
});

export const paymentLinkListSchema = z.object({
  payments: z.array(paymentSchema),
  hasMore: z.boolean().meta({ description: 'Pass the last id as starting_after for the next page' }),
});

export const apiKeyInfoSchema = z.object({
  hasApiKey: z.boolean(),
  apiKeyMasked: z
    .string()
    .nullable()
    .meta({ examples: ['pl_live_4fQk…x9Za'] }),
  creditsRemaining: z.number().int(),
  totalApiCalls: z.number().int(),
});

/** Api key info (SPEC section 3). */
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;

/** One live key of the account as a member sees it (GET /api/auth/api-keys). */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  masked: z.string().meta({ examples: ['pl_live_4fQk…x9Za'] }),
  name: z
    .string()
    .nullable()
    .meta({ description: 'A named key’s name; null for its maker’s single key (generate-api-key)' }),
  role: z.enum(ACCOUNT_ROLES).meta({
    description: 'What the key may do: its maker’s role, or the role chosen for a named key (at most the maker’s)',
  }),
  createdBy: z
    .object({ userId: z.string(), email: z.string() })
    .nullable()
    .meta({ description: 'The member who generated it (null for a key made before teams, which is the owner’s)' }),
  createdAt: z.string(),
  lastUsedAt: z
    .string()
    .nullable()
    .meta({ description: 'When the key last authenticated a request (to the minute); null: never' }),
  mine: z.boolean().meta({
    description: 'Generated by you: the key the single-key endpoints (api-key-info, generate, revoke) act on',
  }),
  canRevoke: z
    .boolean()
    .meta({ description: 'Your role may revoke it: owners and admins any key, others keys at or below their role' }),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

export const generatedApiKeySchema = z.object({
  apiKey: z
    .string()
    .meta({ description: 'Shown once; store it on your server', examples: ['pl_live_4fQkT7bW2nRcYd8sLpVhJm3xE9Za'] }),
  apiKeyMasked: z.string(),
  message: z.string(),
});

/** A new named key: shown once. */
export const createdApiKeySchema = z.object({ id: z.string(), apiKey: z.string(), apiKeyMasked: z.string() });

export const messageSchema = z.object({ message: z.string() });

import { z } from 'zod';

const decimal = z
  .string()
  .meta({ description: 'A decimal string in the token (or fiat) named beside it', examples: ['12.5'] });

export const receiptRefundSchema = z.object({
  amount: decimal,
  currency: z.string(),
  status: z.enum(['PENDING', 'COMPLETED', 'EXPIRED']),
  transaction: z.string().nullable(),
  completedAt: z.string().nullable(),
});

/**
 * What a signed receipt states (the JWS payload, with `iat`). `network`, `payer`, `transaction` and `resourceUrl`
 * carry the names of x402's signed-receipt extension.
 */
export const receiptSchema = z
  .object({
    version: z.literal(1),
    paymentId: z.string(),
    status: z.literal('COMPLETED'),
    label: z.string().nullable(),
    amount: decimal.meta({ description: 'What the link asked, in `currency` (the token it was paid in)' }),
    currency: z.string(),
    asset: z.string().nullable().meta({
      description:
        'The token paid, by its address: the mint (Solana) or contract (EVM) of `currency`, so a verifier can tell the real USDC from a token named alike; null for the native coin (SOL, ETH, BTC)',
    }),
    amountReceived: decimal,
    fiat: z
      .object({ amount: decimal, currency: z.string() })
      .nullable()
      .meta({ description: 'The USD/EUR price of a link priced in fiat; null when priced in a token' }),
    network: z.string().meta({ examples: ['solana', 'base'] }),
    transaction: z.string().meta({ description: 'The transaction that completed the link (signature, hash or txid)' }),
    explorerUrl: z.string().nullable(),
    payer: z.string().nullable(),
    recipient: z.string().meta({ description: 'The merchant wallet that received the payment' }),
    merchant: z
      .string()
      .nullable()
      .meta({ description: 'The merchant account id (null once the merchant deleted their account)' }),
    merchantName: z.string().nullable().meta({
      description: "The merchant's name when the receipt was signed (null once the merchant deleted their account)",
    }),
    paidAt: z.string(),
    resourceUrl: z.string().meta({ description: 'This receipt’s page, https://<app>/receipt/<paymentId>' }),
    refunds: z.array(receiptRefundSchema),
    iat: z.number().int().meta({ description: 'When this receipt was signed (Unix seconds)' }),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof receiptSchema>;

export const signedReceiptSchema = z.object({
  receipt: receiptSchema,
  jws: z
    .string()
    .meta({ description: 'Compact JWS (EdDSA, Ed25519) over the receipt; verify it against /.well-known/jwks.json' }),
});

/** "Email me a receipt" on the hosted page. */
export const receiptEmailRequestSchema = z.object({
  email: z.email().max(254).meta({ description: 'Where to send the receipt; kept only for that, erased once sent' }),
  editKey: z.string().min(1).max(128).optional().meta({
    description:
      'To change an address already set: the `editKey` the answer gave the page that set it (in the body, never in the URL)',
  }),
});
/** The answer: `editKey` proves, to change the address later, that the request comes from the page that set it. */
export const receiptEmailResultSchema = z.object({
  requested: z.literal(true),
  editKey: z.string().optional().meta({
    description:
      'Given when the address was set or changed (not when the same address is sent again); kept by the page, shown once',
  }),
});
export type ReceiptEmailRequest = z.infer<typeof receiptEmailRequestSchema>;

import { z } from 'zod';
import { paymentSchema } from './api-response-schemas';
import { misdirectedNoticeSchema } from './misdirected-schemas';

const nullableString = z.string().nullable();

/** The hosted payment page's read (GET /api/payments/:id): the part of a payment a paying customer may see. */
export const publicPaymentSchema = paymentSchema
  .pick({
    id: true,
    amount: true,
    currency: true,
    payAmount: true,
    payCurrency: true,
    payCurrencies: true,
    payOptions: true,
    quote: true,
    network: true,
    label: true,
    message: true,
    status: true,
    solanaPayUrl: true,
    transactionRequestUrl: true,
    x402Url: true,
    paymentUrl: true,
    checkoutUrl: true,
    receiptUrl: true,
    finality: true,
    finalizedAt: true,
    chainId: true,
    qrCodeData: true,
    recipientAddress: true,
    expiresAt: true,
    createdAt: true,
    transactionSignature: true,
    verifiedAt: true,
    failureReason: true,
    cancelledAt: true,
  })
  .extend({
    amountReceived: z.string().meta({ description: 'Sum of counted transfers (decimal string)', examples: ['0.03'] }),
    amountRemaining: z.string().meta({ description: 'What is left to pay (decimal string)', examples: ['0.02'] }),
    amountRefunded: z.string().meta({
      description: 'What the merchant’s completed refunds paid back (decimal string, pay token)',
      examples: ['0'],
    }),
    amountUnconfirmed: z.string().meta({
      description: 'While open: seen arriving but not final yet (decimal string; counts only once confirmed)',
      examples: ['0'],
    }),
    remainingSolanaPayUrl: nullableString.meta({
      description: 'While open and partly paid: a Solana Pay URL for what is left (same reference)',
    }),
    remainingQrCodeData: nullableString,
    transactionRequestQrCodeData: nullableString.meta({
      description: 'While open, on Solana: the QR of transactionRequestUrl (the hosted page shows it by default)',
    }),
    rejectedReason: nullableString.meta({ description: 'While open: why the latest rejected transfer did not count' }),
    merchantName: nullableString.meta({
      description:
        "The name of the merchant being paid (their account's name; null for a credit purchase or once the account is deleted)",
      examples: ['Acme Coffee'],
    }),
    merchantLogoUrl: nullableString.meta({
      description:
        "The merchant's logo (PNG, JPEG or WebP served by Paylink; the URL changes with the image); null when none is set",
      examples: [
        'https://paylink.example/api/brand-logos/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      ],
    }),
    merchantAccentColor: nullableString.meta({
      description:
        "The merchant's accent colour (#rrggbb, at least 4.5:1 contrast with white); null for the default look",
      examples: ['#1d4ed8'],
    }),
    returnUrl: nullableString.meta({
      description:
        'Where the hosted page goes back once the link is COMPLETED (the link’s successUrl, or the return URL of the pay button that opened it); null otherwise',
      examples: ['https://shop.example/thanks'],
    }),
    cancelUrl: nullableString.meta({
      description: 'Where the hosted page offers to go back without paying (the link’s cancelUrl); null otherwise',
      examples: ['https://shop.example/cart'],
    }),
    fiatEquivalent: z
      .object({ amount: z.string().meta({ examples: ['25.00'] }), currency: z.literal('USD') })
      .nullable()
      .meta({
        description:
          'A token-priced link: payAmount in USD at a fresh price (for "≈ $25.00"); null when the link is priced in fiat or no fresh price is known',
      }),
    optionAmounts: z
      .array(
        z.object({
          network: z.string(),
          currency: z.string(),
          amount: nullableString.meta({
            description: 'Decimal string in the option’s token; null when it cannot be priced now',
          }),
        }),
      )
      .nullable()
      .meta({
        description:
          'A multi-option link: what each pay option asks now (the chosen one its quote, the others at the current price); null on a one-network link',
      }),
    misdirected: z.array(misdirectedNoticeSchema).meta({
      description:
        'While open: payments of this link’s exact amount that arrived on another network (not counted unless the merchant accepts them)',
    }),
  })
  .meta({
    id: 'PublicPayment',
    description: 'What a paying customer may see: never metadata, webhook URL or merchant data beyond their name',
  });

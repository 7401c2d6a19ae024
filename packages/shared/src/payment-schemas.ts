import { z } from 'zod';
import {
  AMOUNT_MAX,
  LABEL_MAX,
  MESSAGE_MAX,
  PAYMENT_EXPIRY_MAX_S,
  PAYMENT_EXPIRY_MIN_S,
  FAILURE_REASONS,
  PAYMENT_STATUSES,
  TRANSFER_OUTCOMES,
} from './constants';
import { recipientAddressIssue } from './recipient-address-issue';
import { compareDecimal, parseAmount } from './money';
import { FALLBACK_TOKENS, isEvmNetwork, NETWORKS, SOLANA_TOKENS } from './tokens';
import { FIAT_AMOUNT_MIN, FIAT_DECIMALS, isFiatCurrency } from './pricing';
import { proposedRefundSchema } from './proposed-refund-schema';
import { paidInIssues, payOptionsSchema } from './pay-option-schemas';

const METADATA_MAX_KEYS = 50;
const METADATA_MAX_BYTES = 8 * 1024;

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** An amount typed as text (the forms): the rules and messages of every amount the API accepts. */
export const amountTextSchema = z
  .string({ error: 'Amount is required' })
  .trim()
  .refine((v) => v !== '', 'Amount is required')
  .refine((v) => PLAIN_DECIMAL.test(v), 'Amount must be a plain decimal number such as 0.1')
  .refine((v) => !PLAIN_DECIMAL.test(v) || compareDecimal(v, '0') > 0, 'Amount must be greater than 0')
  .refine(
    (v) => !PLAIN_DECIMAL.test(v) || compareDecimal(v, String(AMOUNT_MAX)) <= 0,
    `Amount must be at most ${AMOUNT_MAX.toLocaleString('en-US')}`,
  );

/** Amount as the API accepts it: a plain decimal string or a JSON number, turned into a decimal string. */
export const amountInputSchema = z
  .union([z.string(), z.number()], { error: 'Amount is required' })
  .transform((v) => (typeof v === 'number' ? numberToPlainDecimal(v) : v))
  .pipe(amountTextSchema);

/** JSON numbers reach us as doubles: write them without exponent so 1e-3 is rejected only when sent as text. */
function numberToPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

/**
 * What is wrong with a link's amount (already a plain decimal, or left to amountInputSchema to refuse) for its
 * currency and network, or null: a USD/EUR price has at most 2 decimals and a minimum; a token amount fits the
 * token's decimals (0.0000001 USDC cannot be paid). The API and the create form check the same.
 */
export function amountForCurrencyIssue(amount: string, currency: string, network: string): string | null {
  if (!PLAIN_DECIMAL.test(amount)) return null;
  if (isFiatCurrency(currency)) {
    if (parseAmount(amount, FIAT_DECIMALS).ok === false) return `A ${currency} amount has at most 2 decimal places`;
    if (compareDecimal(amount, FIAT_AMOUNT_MIN) < 0) return `Amount must be at least ${FIAT_AMOUNT_MIN} ${currency}`;
    return null;
  }
  const tokens =
    network === 'solana'
      ? SOLANA_TOKENS
      : isEvmNetwork(network) || network === 'bitcoin'
        ? FALLBACK_TOKENS[network]
        : [];
  const token = tokens.find((t) => t.symbol === currency);
  if (!token) return null;
  const parsed = parseAmount(amount, token.decimals);
  return parsed.ok ? null : `${parsed.reason} for ${token.symbol}`;
}

/** A store's page the hosted checkout sends the customer back to: https only (a customer's browser follows it). */
function storeUrlSchema(name: string) {
  return z
    .url({ protocol: /^https$/, error: `${name} must be an https URL` })
    .max(2048, `${name} must be at most 2048 characters`)
    .optional()
    .nullable();
}

const linkLabelSchema = z
  .string({ error: 'Label is required' })
  .trim()
  .min(1, 'Label is required')
  .max(LABEL_MAX, `Label must be at most ${LABEL_MAX} characters`);
const linkMessageSchema = z
  .string()
  .trim()
  .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`)
  .optional()
  .nullable();

export const createPaymentLinkSchema = z
  .object({
    amount: amountInputSchema,
    currency: z.string().trim().toUpperCase().default('SOL'),
    /** Priced in USD or EUR: the one token the customer pays in... */
    payCurrency: z.string().trim().toUpperCase().optional(),
    /** ...or the tokens the customer may choose from on the hosted page (the first is quoted first). */
    payCurrencies: z
      .array(z.string().trim().toUpperCase())
      .min(1, 'payCurrencies must name at least one token')
      .max(10)
      .optional(),
    payOptions: payOptionsSchema.optional(),
    network: z.string().trim().toLowerCase().default('solana'),
    label: linkLabelSchema,
    message: linkMessageSchema,
    /** Checked against the network below: a Solana, EVM (its EIP-55 checksum on the server) or Bitcoin address (its chain on the server). */
    walletAddress: z.string().trim().optional().nullable(),
    reference: z.string().trim().max(100, 'Reference must be at most 100 characters').optional().nullable(),
    webhookUrl: z.string().trim().url('Webhook URL must be a valid URL').optional().nullable(),
    /** Where the hosted page takes the customer after paying ("Back to <merchant>"): your store's thank-you page. */
    successUrl: storeUrlSchema('Success URL'),
    /** Where the hosted page offers to go back without paying (and after the link expired or failed). */
    cancelUrl: storeUrlSchema('Cancel URL'),
    metadata: z
      .record(z.string(), z.unknown())
      .optional()
      .nullable()
      .refine(
        (v) => !v || Object.keys(v).length <= METADATA_MAX_KEYS,
        `Metadata may have at most ${METADATA_MAX_KEYS} keys`,
      )
      .refine(
        (v) => !v || new TextEncoder().encode(JSON.stringify(v)).length <= METADATA_MAX_BYTES,
        'Metadata must be at most 8 KB',
      ),
    expiresIn: z
      .number()
      .int()
      .min(PAYMENT_EXPIRY_MIN_S, 'expiresIn must be at least 300 seconds')
      .max(PAYMENT_EXPIRY_MAX_S, 'expiresIn must be at most 30 days')
      .optional(),
  })
  .superRefine((body, ctx) => {
    const walletProblem = body.walletAddress ? recipientAddressIssue(body.network, body.walletAddress) : null;
    if (walletProblem) ctx.addIssue({ code: 'custom', path: ['walletAddress'], message: walletProblem });
    const amountProblem = amountForCurrencyIssue(body.amount, body.currency, body.network);
    if (amountProblem) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountProblem });
    for (const issue of paidInIssues(body))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** Editing an open link nothing has reached yet: its label and message (an empty message removes it). */
export const updatePaymentLinkSchema = z
  .object({ label: linkLabelSchema.optional(), message: linkMessageSchema })
  .refine((body) => body.label !== undefined || body.message !== undefined, 'Send a label or a message to change');
export type UpdatePaymentLinkInput = z.infer<typeof updatePaymentLinkSchema>;
export type CreatePaymentLinkInput = z.input<typeof createPaymentLinkSchema>;

/** The create-payment form (SPEC section 5). */
export const createPaymentFormSchema = z
  .object({
    network: z.string().min(1, 'Network is required'),
    /** The API's amount rules (amountTextSchema, then amountForCurrencyIssue below), with the API's messages. */
    amount: amountTextSchema,
    currency: z.string().min(1, 'Currency is required'),
    /** Priced in USD/EUR: the tokens the customer may pay in. */
    payCurrencies: z.array(z.string()),
    /** Priced in USD/EUR: pay options on the other networks ("network:TOKEN"), each paid to the merchant's saved wallet there. */
    otherPayOptions: z.array(z.string()),
    label: z
      .string()
      .trim()
      .min(1, 'Label is required')
      .max(LABEL_MAX, `Label must be at most ${LABEL_MAX} characters`),
    message: z.string().max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
    walletAddress: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (!values.walletAddress && values.network !== 'bitcoin')
      ctx.addIssue({ code: 'custom', path: ['walletAddress'], message: 'Recipient wallet address is required' });
    const amountProblem = amountForCurrencyIssue(values.amount, values.currency, values.network);
    if (amountProblem) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountProblem });
    if (isFiatCurrency(values.currency) && values.payCurrencies.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['payCurrencies'],
        message: 'Choose at least one token the customer can pay with',
      });
    }
  });
export type CreatePaymentFormValues = z.infer<typeof createPaymentFormSchema>;

export const listPaymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** Only links that owe the customer a refund: an excess transfer, or FAILED after money reached the merchant. */
  attention: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** Only links on this network. */
  network: z.enum(NETWORKS).optional(),
  /** Only links paid in this token (the one quoted, for a link priced in USD/EUR). */
  payCurrency: z.string().min(1).max(16).optional(),
});

/** Local chain only: the test wallet pays the link, or `amount` of it (a partial payment). */
export const testPayBodySchema = z.object({ amount: amountInputSchema.optional() }).nullish();

/** One confirmed transaction that carried a link's reference (merchant view). */
export const paymentTransferSchema = z.object({
  id: z.string().meta({ description: 'Pass it as transferId to refund this transfer' }),
  signature: z.string(),
  /** Decimal string in the transfer's own token; null when the token is not one we know. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  /** The full amount in base units (u64 as a decimal string), readable even for a token we do not know; null when nothing readable moved. */
  baseUnits: z.string().nullable(),
  /** The token's mint; null for SOL. */
  mint: z.string().nullable(),
  outcome: z.enum(TRANSFER_OUTCOMES),
  reason: z.enum(FAILURE_REASONS).nullable(),
  /** Who paid: the signer who sent it (for SPL, the owner of the source token account); null when it cannot be told (a program moved it). */
  payer: z.string().nullable(),
  /** What of this transfer is owed back to the payer (decimal string in its own token), after completed refunds; "0" when nothing. */
  amountOwed: z.string(),
  /** The most a refund of this transfer may be (decimal string in its own token): what of it arrived minus its completed and pending refunds, within its token's total; "0" when nothing. */
  amountRefundable: z.string(),
  /** What its Refund button proposes; null when its token is not one we know. */
  proposedRefund: proposedRefundSchema.nullable(),
  /** Slot as a decimal string (u64). */
  slot: z.string(),
  blockTime: z.string().nullable(),
});
export type PaymentTransfer = z.infer<typeof paymentTransferSchema>;

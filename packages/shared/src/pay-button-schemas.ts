import { z } from 'zod';
import { LABEL_MAX } from './constants';
import { compareDecimal } from './money';
import { amountForCurrencyIssue, amountInputSchema } from './payment-schemas';
import { isFiatCurrency } from './pricing';

export const PAY_BUTTON_PRICINGS = ['fixed', 'customer'] as const;
export type PayButtonPricing = (typeof PAY_BUTTON_PRICINGS)[number];

/**
 * A pay button (issue 55): a snippet for any page that opens a link of the merchant's under a public button id.
 * `fixed`: every link asks `amount`; `customer`: the customer types an amount between `minAmount` and `maxAmount`.
 * A USD/EUR price is quoted in `payCurrency` when each link is opened. After paying, the hosted page offers
 * `returnUrl`.
 */
export const payButtonBodySchema = z
  .object({
    label: z
      .string({ error: 'Label is required' })
      .trim()
      .min(1, 'Label is required')
      .max(LABEL_MAX, `Label must be at most ${LABEL_MAX} characters`),
    pricing: z.enum(PAY_BUTTON_PRICINGS, { error: 'pricing must be fixed or customer' }),
    amount: amountInputSchema.optional(),
    minAmount: amountInputSchema.optional(),
    maxAmount: amountInputSchema.optional(),
    currency: z.string({ error: 'Currency is required' }).trim().toUpperCase().min(1, 'Currency is required'),
    /** Priced in USD/EUR: the token each link is quoted in. */
    payCurrency: z.string().trim().toUpperCase().optional(),
    network: z.string().trim().toLowerCase().default('solana'),
    returnUrl: z
      .url({ protocol: /^https?$/, error: 'Return URL must be an http(s) URL' })
      .max(2048, 'Return URL must be at most 2048 characters')
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    const amounts = body.pricing === 'fixed' ? (['amount'] as const) : (['minAmount', 'maxAmount'] as const);
    for (const field of amounts) {
      const value = body[field];
      if (value === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required for a ${body.pricing === 'fixed' ? 'fixed price' : "customer's amount"}`,
        });
      const problem = value === undefined ? null : amountForCurrencyIssue(value, body.currency, body.network);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
    if (
      body.pricing === 'customer' &&
      body.minAmount &&
      body.maxAmount &&
      !amountIssue(body) &&
      compareDecimal(body.minAmount, body.maxAmount) > 0
    ) {
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'maxAmount must be at least minAmount' });
    }
    if (isFiatCurrency(body.currency) && !body.payCurrency)
      ctx.addIssue({
        code: 'custom',
        path: ['payCurrency'],
        message: `A button priced in ${body.currency} needs payCurrency, the token it is paid in`,
      });
    if (!isFiatCurrency(body.currency) && body.payCurrency && body.payCurrency !== body.currency) {
      ctx.addIssue({
        code: 'custom',
        path: ['payCurrency'],
        message: 'payCurrency is only for buttons priced in USD or EUR',
      });
    }
  });
function amountIssue(body: { minAmount?: string; maxAmount?: string; currency: string; network: string }): boolean {
  return [body.minAmount, body.maxAmount].some(
    (v) => v !== undefined && amountForCurrencyIssue(v, body.currency, body.network) !== null,
  );
}
export type PayButtonBody = z.input<typeof payButtonBodySchema>;

export const payButtonPauseSchema = z.object({ paused: z.boolean({ error: 'paused must be true or false' }) });

/** What a customer sends when they click: the amount, for a button that lets them choose it (ignored by none: a fixed button refuses any other). */
export const openButtonLinkBodySchema = z.object({ amount: amountInputSchema.optional() });

const isoDateTime = z.string().meta({ format: 'date-time' });

export const publicPayButtonSchema = z.object({
  id: z.string().meta({ examples: ['btn_4fQm8ZkR2vXy'] }),
  label: z.string(),
  pricing: z.enum(PAY_BUTTON_PRICINGS),
  amount: z
    .string()
    .nullable()
    .meta({ description: 'The fixed price (decimal string in `currency`), null for a customer amount' }),
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
  currency: z.string(),
  payCurrency: z.string(),
  network: z.string(),
  paused: z.boolean(),
});
export type PublicPayButton = z.infer<typeof publicPayButtonSchema>;

export const payButtonSchema = publicPayButtonSchema.extend({
  returnUrl: z.string().nullable(),
  /** The plain link: GET shows the button's page, whose form opens the link. */
  pageUrl: z.string(),
  /** The `<script>` snippet and the `<a href>` snippet to paste into a page. */
  scriptSnippet: z.string(),
  linkSnippet: z.string(),
  openLinks: z.number().int().meta({ description: 'Links opened by the button that are still PENDING' }),
  createdAt: isoDateTime,
});
export type PayButton = z.infer<typeof payButtonSchema>;

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const payButtonResponseSchema = ok(z.object({ button: payButtonSchema }));
export const payButtonListResponseSchema = ok(z.object({ buttons: z.array(payButtonSchema) }));
export const openedButtonLinkResponseSchema = ok(z.object({ paymentId: z.string(), checkoutUrl: z.string() }));

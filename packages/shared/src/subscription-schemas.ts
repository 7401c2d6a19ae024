import { z } from 'zod';
import {
  LABEL_MAX,
  PAYMENT_STATUSES,
  PLAN_COLLECTIONS,
  PLAN_GRACE_DAYS_DEFAULT,
  PLAN_INTERVALS,
  PLAN_RENEWAL_NOTICE_DAYS_DEFAULT,
  SUBSCRIPTION_STATUSES,
} from './constants';
import { amountForCurrencyIssue, amountInputSchema } from './payment-schemas';
import { isFiatCurrency } from './pricing';

const dayCount = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number of days` })
    .int(`${field} must be a whole number of days`)
    .min(0, `${field} must be at least 0`)
    .max(max, `${field} must be at most ${max}`);

/**
 * A merchant's plan (issue 33): the price of each period (a token amount, or USD/EUR quoted in `payCurrency` at
 * each renewal), the network it is paid on, and the period. Renewal links are issued `renewalNoticeDays` before a
 * period ends; an unpaid renewal leaves the subscription PAST_DUE for `graceDays`, then CANCELED.
 */
export const planBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(LABEL_MAX, `Name must be at most ${LABEL_MAX} characters`),
    amount: amountInputSchema,
    currency: z.string({ error: 'Currency is required' }).trim().toUpperCase().min(1, 'Currency is required'),
    /** Priced in USD/EUR: the token each renewal link is quoted in. */
    payCurrency: z.string().trim().toUpperCase().optional(),
    network: z.string().trim().toLowerCase().default('solana'),
    interval: z.enum(PLAN_INTERVALS, { error: `interval must be one of ${PLAN_INTERVALS.join(', ')}` }),
    intervalCount: z
      .number({ error: 'intervalCount must be a whole number' })
      .int('intervalCount must be a whole number')
      .min(1, 'intervalCount must be at least 1')
      .max(365, 'intervalCount must be at most 365')
      .default(1),
    graceDays: dayCount('graceDays', 90).default(PLAN_GRACE_DAYS_DEFAULT),
    renewalNoticeDays: dayCount('renewalNoticeDays', 30)
      .min(1, 'renewalNoticeDays must be at least 1')
      .default(PLAN_RENEWAL_NOTICE_DAYS_DEFAULT),
    /** A free trial: the subscription is ACTIVE at once and its first link is due when the trial ends. */
    trialDays: dayCount('trialDays', 365).default(0),
  })
  .superRefine((body, ctx) => {
    const amountProblem = amountForCurrencyIssue(body.amount, body.currency, body.network);
    if (amountProblem) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountProblem });
    if (isFiatCurrency(body.currency) && !body.payCurrency)
      ctx.addIssue({
        code: 'custom',
        path: ['payCurrency'],
        message: `A plan priced in ${body.currency} needs payCurrency, the token it is paid in`,
      });
    if (!isFiatCurrency(body.currency) && body.payCurrency && body.payCurrency !== body.currency) {
      ctx.addIssue({
        code: 'custom',
        path: ['payCurrency'],
        message: 'payCurrency is only for plans priced in USD or EUR',
      });
    }
  });
export type PlanBody = z.input<typeof planBodySchema>;

export const listSubscriptionsQuerySchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  planId: z.string().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const isoDateTime = z.string().meta({ format: 'date-time' });

export const planSchema = z.object({
  id: z.string().meta({ examples: ['plan_4fQm8ZkR2vXy'] }),
  name: z.string(),
  amount: z.string().meta({ description: 'Price of each period as a decimal string, in `currency`' }),
  currency: z.string().meta({ description: 'A token, or USD/EUR (quoted in payCurrency when each link is issued)' }),
  payCurrency: z.string(),
  network: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  intervalCount: z.number().int(),
  graceDays: z.number().int(),
  renewalNoticeDays: z.number().int(),
  trialDays: z.number().int().meta({ description: 'Days of free trial before the first payment is due (0: none)' }),
  collection: z
    .enum(PLAN_COLLECTIONS)
    .meta({ description: '`push`: each renewal is a link the customer pays; no custody' }),
  subscribeUrl: z
    .string()
    .meta({ description: 'The public page where a customer subscribes (`<APP_URL>/subscribe/<planId>`)' }),
  activeSubscribers: z.number().int(),
  createdAt: isoDateTime,
});
export type Plan = z.infer<typeof planSchema>;

/** What the public subscribe page shows of a plan. */
export const publicPlanSchema = planSchema.pick({
  id: true,
  name: true,
  amount: true,
  currency: true,
  payCurrency: true,
  network: true,
  interval: true,
  intervalCount: true,
  trialDays: true,
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** One period's link: the first link or a renewal. */
export const subscriptionPaymentSchema = z.object({
  paymentId: z.string(),
  checkoutUrl: z.string(),
  kind: z.enum(['first', 'renewal']),
  status: z.enum(PAYMENT_STATUSES),
  /** The period this link pays for (for the first link: known once it is paid). */
  periodStart: isoDateTime.nullable(),
  periodEnd: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

export const CANCEL_REASONS = ['customer', 'merchant', 'unpaid'] as const;

export const subscriptionSchema = z.object({
  id: z.string().meta({ examples: ['sub_9TnV2xYb3kPq'] }),
  planId: z.string(),
  planName: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  collection: z.enum(PLAN_COLLECTIONS),
  currentPeriodStart: isoDateTime.nullable(),
  currentPeriodEnd: isoDateTime
    .nullable()
    .meta({ description: 'Kept when canceled, so the paid period can be honoured' }),
  pastDueAt: isoDateTime.nullable(),
  canceledAt: isoDateTime.nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  createdAt: isoDateTime,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionDetailSchema = subscriptionSchema.extend({ payments: z.array(subscriptionPaymentSchema) });
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

/** The customer's portal: their subscription, its plan and its links (no merchant data). */
export const portalSubscriptionSchema = subscriptionDetailSchema
  .omit({ planName: true })
  .extend({ plan: publicPlanSchema });
export type PortalSubscription = z.infer<typeof portalSubscriptionSchema>;

/** The dashboard's figures: subscribers in good standing and monthly recurring revenue, per currency. */
export const subscriptionSummarySchema = z.object({
  activeSubscribers: z.number().int(),
  pastDueSubscribers: z.number().int(),
  mrr: z.array(
    z.object({
      currency: z.string(),
      amount: z.string().meta({
        description:
          'Per month, decimal string: each ACTIVE plan price turned monthly (a year / 12, a week × 52 / 12, a day × 365 / 12)',
      }),
    }),
  ),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const planResponseSchema = ok(z.object({ plan: planSchema }));
export const planListResponseSchema = ok(z.object({ plans: z.array(planSchema) }));
/** `merchant`: the account's name the subscribe page shows ("Subscribe to Tea Shop"); null when it has none. */
export const publicPlanResponseSchema = ok(z.object({ plan: publicPlanSchema, merchant: z.string().nullable() }));
export const subscriptionResponseSchema = ok(z.object({ subscription: subscriptionDetailSchema }));
export const subscriptionListResponseSchema = ok(
  z.object({
    subscriptions: z.array(subscriptionSchema),
    pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
  }),
);
export const portalResponseSchema = ok(z.object({ subscription: portalSubscriptionSchema }));
export const subscriptionSummaryResponseSchema = ok(z.object({ summary: subscriptionSummarySchema }));
export const deletedPlanResponseSchema = ok(z.object({ deleted: z.literal(true) }));

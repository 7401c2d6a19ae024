import { z } from 'zod';
import {
  PAYMENT_FINALITIES,
  PAYMENT_STATUSES,
  PLAN_COLLECTIONS,
  SUBSCRIPTION_STATUSES,
  type PaymentEventType,
  type SubscriptionEventType,
} from './constants';
import { payoutWebhookEvents, type PayoutWebhookEvent } from './payout-webhook-schemas';
import { webhookRefundSchema } from './refund-schemas';
import { eventSchema, webhookUserSchema } from './webhook-event-schema';
import { webhookMisdirectedTransferSchema } from './misdirected-schemas';

/**
 * The bodies Paylink POSTs to webhook endpoints. The sender builds them with these types and the OpenAPI
 * document's `webhooks` section is generated from these schemas, so what is documented is what is sent.
 */
export const webhookPaymentSchema = z.object({
  id: z.string().meta({ examples: ['pay_7Hq3YvJ8kLmN2pQrStUvWx'] }),
  amount: z
    .string()
    .meta({ description: 'The price as a decimal string: in the token, or in USD/EUR for a link priced in fiat' }),
  amount_received: z
    .string()
    .nullable()
    .meta({ description: 'Sum of counted transfers (decimal string, in pay_currency), null before any' }),
  currency: z.string().meta({ description: 'The currency of `amount`: a token, or USD/EUR' }),
  pay_amount: z
    .string()
    .meta({ description: 'What the customer sends, in pay_currency (equals amount for a link priced in a token)' }),
  pay_currency: z.string().meta({ description: 'The token paid in: for a link with pay options, the chosen option’s' }),
  network: z
    .string()
    .meta({ description: 'The network paid on: for a link with pay options, the chosen option’s', examples: ['base'] }),
  rate: z.string().nullable().meta({ description: 'Fiat per token of the quote, for a link priced in USD/EUR' }),
  rate_source: z.string().nullable(),
  quoted_at: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string().nullable().meta({ description: 'Your own reference (the `reference` you sent)' }),
  transaction_signature: z.string().nullable(),
  transaction_request_url: z
    .string()
    .nullable()
    .meta({ description: 'Solana links: the Solana Pay transaction-request URL; null on EVM networks' }),
  checkout_url: z.string().meta({
    description: 'The link’s hosted checkout page (`<APP_URL>/payment/<id>`), the URL to share with the customer',
  }),
  receipt_url: z
    .string()
    .nullable()
    .meta({ description: 'The link’s public receipt (`<APP_URL>/receipt/<id>`) once COMPLETED; null before' }),
  completed_at: z.string().nullable(),
  finality: z.enum(PAYMENT_FINALITIES).nullable().meta({
    description:
      'COMPLETED links: `confirmed`, then `finalized` once every transfer that paid it is final (see payment.finalized); null before',
  }),
  finalized_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  cancelled_at: z.string().nullable().meta({
    description:
      'When the merchant cancelled the link (then EXPIRED, or FAILED when part of it had arrived); null otherwise',
  }),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type WebhookPayment = z.infer<typeof webhookPaymentSchema>;
export const webhookTransferSchema = z.object({
  signature: z.string(),
  amount: z
    .string()
    .nullable()
    .meta({ description: 'Decimal string in the transfer’s own token; null when the token is unknown' }),
  currency: z.string().nullable(),
});
export type WebhookTransfer = z.infer<typeof webhookTransferSchema>;

const paymentData = z.object({ payment: webhookPaymentSchema, user: webhookUserSchema });
const transferData = paymentData.extend({
  transfer: webhookTransferSchema.meta({ description: 'The transaction that caused the event' }),
});

/**
 * Every event a payment sends, by type, with a description for the document. Completion, failure and the
 * partial/excess events may carry the transfer that caused them. Adding an event is one line here (and its
 * type in PAYMENT_EVENT_TYPES).
 */
export const paymentWebhookEvents = {
  'payment.created': { summary: 'A payment link was created', schema: eventSchema('payment.created', paymentData) },
  'payment.completed': {
    summary: 'The link is paid in full',
    schema: eventSchema('payment.completed', paymentData.extend({ transfer: webhookTransferSchema.optional() })),
  },
  'payment.failed': {
    summary: 'The link failed (wrong token, underpaid at expiry…)',
    schema: eventSchema('payment.failed', paymentData.extend({ transfer: webhookTransferSchema.optional() })),
  },
  'payment.expired': {
    summary: 'The link expired unpaid, or the merchant cancelled it (payment.cancelled_at set)',
    schema: eventSchema('payment.expired', paymentData),
  },
  'payment.partially_paid': {
    summary: 'A transfer paid part of the link',
    schema: eventSchema(
      'payment.partially_paid',
      transferData.extend({
        amount_remaining: z
          .string()
          .meta({ description: 'What is left to pay, in pay_currency (decimal string)', examples: ['0.03'] }),
      }),
    ),
  },
  'payment.excess_received': {
    summary: 'A transfer arrived beyond the amount (owed back to the customer)',
    schema: eventSchema('payment.excess_received', transferData),
  },
  'payment.overpaid': {
    summary: 'The transfer that completed the link paid more than asked (once per payment, with payment.completed)',
    schema: eventSchema(
      'payment.overpaid',
      transferData.extend({
        amount_owed: z
          .string()
          .meta({ description: 'Owed back to the customer now, in pay_currency (decimal string)', examples: ['0.01'] }),
      }),
    ),
  },
  'payment.paid_late': {
    summary: 'The link was completed by a transfer made after its expiry (once per payment, with payment.completed)',
    schema: eventSchema('payment.paid_late', transferData),
  },
  'payment.wrong_token': {
    summary:
      'A transfer carrying the link’s reference (or amount) sent another token: not counted, owed back when the token is known (once per transfer)',
    schema: eventSchema('payment.wrong_token', transferData),
  },
  'payment.finalized': {
    summary: 'Every transfer that paid the link is final on its chain (once per payment, after payment.completed)',
    schema: eventSchema('payment.finalized', paymentData),
  },
  'payment.reversed': {
    summary:
      'The transfer that completed the link was rolled back before it was final (a reorg, a dropped fork): the link is PENDING again while it has not expired, else EXPIRED (FAILED when a counted part remains); a new payment sends payment.completed again (once per reversal)',
    schema: eventSchema('payment.reversed', transferData),
  },
  'payment.misdirected': {
    summary:
      'A transfer of the link’s exact pay amount, in the same token to the same address, arrived on another network (once per transfer): it does not count and the link stays PENDING until you accept it (it then counts) or refund it',
    schema: eventSchema(
      'payment.misdirected',
      paymentData.extend({
        network: z.string().meta({ description: 'Where it arrived', examples: ['arbitrum'] }),
        misdirected_id: z
          .string()
          .meta({ description: 'Accept or refund it by this id', examples: ['mis_7Hq3YvJ8kLmN2pQrStUvWx'] }),
        transfer: webhookMisdirectedTransferSchema,
      }),
    ),
  },
  'payment.refunded': {
    summary: 'A refund the merchant prepared was paid from their wallet (can repeat: one per refund)',
    schema: eventSchema(
      'payment.refunded',
      paymentData.extend({ refund: webhookRefundSchema.meta({ description: 'The refund that was paid' }) }),
    ),
  },
} satisfies Record<PaymentEventType, { summary: string; schema: z.ZodType }>;
export type PaymentWebhookEvent = z.infer<(typeof paymentWebhookEvents)[PaymentEventType]['schema']>;

export const webhookSubscriptionSchema = z.object({
  id: z.string().meta({ examples: ['sub_9TnV2xYb3kPq'] }),
  plan_id: z.string(),
  email: z.string().meta({ description: 'The customer’s email' }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  collection: z.enum(PLAN_COLLECTIONS),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable().meta({ description: 'Kept when canceled: the end of what was paid for' }),
  canceled_at: z.string().nullable(),
  cancel_reason: z.enum(['customer', 'merchant', 'unpaid']).nullable(),
  payment_id: z
    .string()
    .meta({ description: 'The link the event concerns: the first link, the renewal paid, or the renewal left unpaid' }),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
const subscriptionData = z.object({ subscription: webhookSubscriptionSchema, user: webhookUserSchema });

/** Every event a subscription sends (issue 33); its links send the usual payment events besides. */
export const subscriptionWebhookEvents = {
  'subscription.created': {
    summary: 'A customer subscribed to a plan: the first link was created and emailed (status INCOMPLETE)',
    schema: eventSchema('subscription.created', subscriptionData),
  },
  'subscription.activated': {
    summary: 'The first link was paid: the subscription is ACTIVE for one interval from then',
    schema: eventSchema('subscription.activated', subscriptionData),
  },
  'subscription.renewed': {
    summary: 'A renewal link was paid: the period is extended from the previous end',
    schema: eventSchema('subscription.renewed', subscriptionData),
  },
  'subscription.past_due': {
    summary: 'The period ended with its renewal unpaid: PAST_DUE until paid or until the grace days are over',
    schema: eventSchema('subscription.past_due', subscriptionData),
  },
  'subscription.canceled': {
    summary: 'Canceled by the customer (portal), the merchant, or unpaid past the grace days',
    schema: eventSchema('subscription.canceled', subscriptionData),
  },
} satisfies Record<SubscriptionEventType, { summary: string; schema: z.ZodType }>;
export type SubscriptionWebhookEvent = z.infer<(typeof subscriptionWebhookEvents)[SubscriptionEventType]['schema']>;

/** "Send test event" in Settings → Webhooks. */
export const pingWebhookEventSchema = eventSchema('ping', z.object({ user: webhookUserSchema }));
export type PingWebhookEvent = z.infer<typeof pingWebhookEventSchema>;

/** Every webhook Paylink sends, keyed by event type, as the document lists them. */
export const webhookEvents = {
  ...paymentWebhookEvents,
  ...subscriptionWebhookEvents,
  ...payoutWebhookEvents,
  ping: { summary: 'Test event sent from Settings → Webhooks', schema: pingWebhookEventSchema },
};
export type WebhookEventType = keyof typeof webhookEvents;
export type WebhookEvent = PaymentWebhookEvent | SubscriptionWebhookEvent | PayoutWebhookEvent | PingWebhookEvent;

/**
 * Headers on every webhook request. Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) and the
 * legacy Paylink-Signature sign the same body; verify either (`@paylink/client` verifies both).
 */
export const WEBHOOK_SIGNATURE_HEADERS = {
  'webhook-id': { required: true, description: 'Standard Webhooks: the event_id of the body' },
  'webhook-timestamp': { required: true, description: 'Standard Webhooks: unix seconds when this attempt was signed' },
  'webhook-signature': {
    required: true,
    description:
      'Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, key = base64 part of the whsec_ secret; one per active secret',
  },
  'paylink-signature': {
    required: true,
    description:
      'Legacy: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one v1 per active secret during a rotation',
  },
  'paylink-event-id': { required: true, description: 'The event_id of the body' },
} as const;

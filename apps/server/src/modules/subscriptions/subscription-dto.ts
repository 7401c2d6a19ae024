import type { Subscription, SubscriptionPayment, WebhookSubscription } from '@paylink/shared';
import type { PaymentStatus } from '@paylink/shared';
import { checkoutUrl } from '../payments/links/checkout-url';
import type { SubscriptionPeriodRow, SubscriptionRow } from './schema';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toSubscriptionDto(row: SubscriptionRow, planName: string): Subscription {
  return {
    id: row.id,
    planId: row.planId,
    planName,
    email: row.email,
    status: row.status,
    collection: row.collection,
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    pastDueAt: iso(row.pastDueAt),
    canceledAt: iso(row.canceledAt),
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSubscriptionPaymentDto(
  appUrl: string,
  period: SubscriptionPeriodRow,
  status: PaymentStatus,
): SubscriptionPayment {
  return {
    paymentId: period.paymentId,
    checkoutUrl: checkoutUrl(appUrl, period.paymentId),
    kind: period.kind,
    status,
    periodStart: iso(period.periodStart),
    periodEnd: iso(period.periodEnd),
    paidAt: iso(period.paidAt),
    createdAt: period.createdAt.toISOString(),
  };
}

/** The subscription as its webhook events carry it, with the link the event concerns. */
export function webhookSubscription(row: SubscriptionRow, paymentId: string): WebhookSubscription {
  return {
    id: row.id,
    plan_id: row.planId,
    email: row.email,
    status: row.status,
    collection: row.collection,
    current_period_start: iso(row.currentPeriodStart),
    current_period_end: iso(row.currentPeriodEnd),
    canceled_at: iso(row.canceledAt),
    cancel_reason: row.cancelReason,
    payment_id: paymentId,
  };
}

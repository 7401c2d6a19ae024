import { sql } from 'drizzle-orm';
import {
  NETWORK_NAMES,
  type NotificationSettings,
  type WebhookPayment,
  type WebhookRefund,
  type WebhookSubscription,
} from '@paylink/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { accountName } from '../accounts/account-name';
import {
  newSubscriberText,
  paymentReceivedText,
  refundCompletedText,
  subscriptionCanceledText,
  type NotificationContext,
  type NotificationText,
} from '../email/notification-templates';
import { paymentEventsSince, type OutboxEvent } from '../payments/lifecycle/payment-events-since';
import { notificationRecipients } from './notification-settings';
import { notificationEmails, notificationEvents } from './schema';

/** Events committed up to this long after a newer one are still read (transactions commit out of order). */
const COMMIT_SKEW_MS = 10 * 60 * 1000;
/** Older events are never read: deploying notifications, or a worker down for days, sends no stale news. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

const networkName = (network: string) => (NETWORK_NAMES as Record<string, string>)[network] ?? network;

/** Who wants each event, and what it says. */
const EVENT_EMAILS: Record<
  string,
  { wants: (s: NotificationSettings) => boolean; text: (ctx: NotificationContext, e: OutboxEvent) => NotificationText }
> = {
  'payment.completed': {
    wants: (s) => s.payments === 'each',
    text: (ctx, e) => {
      const { payment } = e.data as { payment: WebhookPayment };
      const amount = payment.amount_received ?? payment.pay_amount;
      return paymentReceivedText(ctx, {
        id: e.paymentId,
        label: e.label,
        amount,
        currency: payment.pay_currency,
        networkName: networkName(payment.network),
      });
    },
  },
  'payment.refunded': {
    wants: (s) => s.refundCompleted,
    text: (ctx, e) => {
      const { refund } = e.data as { refund: WebhookRefund };
      return refundCompletedText(ctx, {
        paymentId: e.paymentId,
        label: e.label,
        amount: refund.amount,
        currency: refund.currency,
        to: refund.to,
      });
    },
  },
  // Activated is a subscription's first paid (or trial) period: a new subscriber, never a renewal.
  'subscription.activated': {
    wants: (s) => s.newSubscriber,
    text: (ctx, e) =>
      newSubscriberText(ctx, {
        email: (e.data as { subscription: WebhookSubscription }).subscription.email,
        planName: e.label,
      }),
  },
  'subscription.canceled': {
    wants: (s) => s.subscriptionCanceled,
    text: (ctx, e) => {
      const { subscription } = e.data as { subscription: WebhookSubscription };
      return subscriptionCanceledText(ctx, {
        email: subscription.email,
        planName: e.label,
        reason: subscription.cancel_reason,
      });
    },
  },
};

/**
 * Reads new outbox events the members may hear of and writes one email per member who wants it. An event is read
 * once whatever the number of workers: its `notification_events` row and its emails are written in one transaction,
 * and only the transaction that inserted that row writes emails. Returns how many emails it queued.
 */
export async function queueEventEmails(db: Db, opts: { appUrl: string }): Promise<{ queued: number; more: boolean }> {
  const events = await paymentEventsSince(db, {
    since: sql`greatest((select max(${notificationEvents.eventCreatedAt}) from ${notificationEvents}) - make_interval(secs => ${COMMIT_SKEW_MS / 1000}),
                        now() - make_interval(secs => ${MAX_AGE_MS / 1000}))`,
    unless: (eventId) =>
      sql`not exists (select 1 from ${notificationEvents} where ${notificationEvents.eventId} = ${eventId})`,
    types: Object.keys(EVENT_EMAILS),
    limit: BATCH,
  });
  if (events.length === 0) return { queued: 0, more: false };
  const recipients = await notificationRecipients(db, [...new Set(events.map((e) => e.accountId))]);
  const names = new Map<string, string>();
  let queued = 0;
  for (const event of events) {
    const email = EVENT_EMAILS[event.type]!;
    const to = (recipients.get(event.accountId) ?? []).filter((r) => email.wants(r.settings));
    if (to.length > 0 && !names.has(event.accountId))
      names.set(event.accountId, (await accountName(db, event.accountId)) ?? 'your account');
    const text =
      to.length > 0 ? email.text({ accountName: names.get(event.accountId)!, appUrl: opts.appUrl }, event) : null;
    queued += await db.transaction(async (tx) => {
      const [first] = await tx
        .insert(notificationEvents)
        .values({ eventId: event.id, eventCreatedAt: event.createdAt })
        .onConflictDoNothing()
        .returning({ eventId: notificationEvents.eventId });
      if (!first || !text) return 0;
      await tx.insert(notificationEmails).values(
        to.map((r) => ({
          id: newId('ntf'),
          source: event.id,
          accountId: event.accountId,
          userId: r.userId,
          ...text,
        })),
      );
      return to.length;
    });
  }
  return { queued, more: events.length === BATCH };
}

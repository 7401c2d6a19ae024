import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appendPaymentEvent } from '../payments/lifecycle/append-payment-event';
import { subscriptions, type SubscriptionRow } from './schema';
import { webhookSubscription } from './subscription-dto';
import { SUBSCRIPTION_TRANSITIONS, type SubscriptionTrigger } from './subscription-transitions';

/**
 * The one place a subscription changes status: the move must be in the transition table, the row still in the
 * status it was read in (a conditional update, so two workers never both apply it), and its event goes to the
 * outbox in the same transaction, attached to the link it concerns. 409 when the move is not (or no longer) possible.
 */
export async function applySubscriptionTransition(
  tx: Db,
  sub: SubscriptionRow,
  trigger: SubscriptionTrigger,
  opts: {
    paymentId: string;
    now: Date;
    fields?: Partial<
      Pick<
        SubscriptionRow,
        'currentPeriodStart' | 'currentPeriodEnd' | 'pastDueAt' | 'canceledAt' | 'cancelReason' | 'renewalRetryAt'
      >
    >;
  },
): Promise<SubscriptionRow> {
  const step = SUBSCRIPTION_TRANSITIONS[sub.status][trigger];
  if (!step) throw new AppError('CONFLICT', `The subscription is ${sub.status}`, 409);
  const [updated] = await tx
    .update(subscriptions)
    .set({ ...opts.fields, status: step.to, updatedAt: opts.now })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, sub.status)))
    .returning();
  if (!updated) throw new AppError('CONFLICT', 'The subscription changed meanwhile', 409);
  await appendPaymentEvent(tx, { id: opts.paymentId, accountId: sub.accountId }, step.event, {
    subscription: webhookSubscription(updated, opts.paymentId),
  });
  return updated;
}

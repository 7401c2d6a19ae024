import type { SubscriptionDetail } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { findUser } from '../accounts/find-user';
import { appendPaymentEvent } from '../payments/lifecycle/append-payment-event';
import { findPlan, PLAN_NOT_FOUND } from './find-plan';
import { hashPortalToken, portalToken } from './portal-token';
import { issueSubscriptionLink } from './issue-subscription-link';
import { subscriptionPeriods, subscriptions } from './schema';
import { sendLinkEmail } from './send-link-email';
import { toSubscriptionDto, toSubscriptionPaymentDto, webhookSubscription } from './subscription-dto';

/** The first link stays payable this long (a new subscribe gives a new one). */
export const FIRST_LINK_EXPIRY_S = 24 * 60 * 60;

/**
 * A customer subscribes to a plan: the subscription (INCOMPLETE), its first link (one credit from the merchant: none,
 * no subscription) and subscription.created commit together; then the customer is emailed the hosted page and the
 * portal link (a failed send is retried by the renewal job).
 */
export async function subscribe(deps: Deps, planId: string, email: string): Promise<SubscriptionDetail> {
  const plan = await findPlan(deps.db, planId);
  const merchant = await findUser(deps.db, plan.userId);
  if (!merchant || merchant.status !== 'ACTIVE') throw new AppError('NOT_FOUND', PLAN_NOT_FOUND, 404);
  const id = newId('sub');
  const periodId = newId('spr');
  const tokenHash = hashPortalToken(await portalToken(deps.db, id));
  const now = deps.clock.now();
  let created: typeof subscriptions.$inferSelect | undefined;
  const { payment } = await issueSubscriptionLink(deps, merchant, plan, {
    expiresInS: FIRST_LINK_EXPIRY_S,
    message: `First payment of your subscription to ${plan.name}`,
    async onCreated(tx, link) {
      [created] = await tx
        .insert(subscriptions)
        .values({ id, userId: plan.userId, planId: plan.id, email: email.toLowerCase(), status: 'INCOMPLETE', collection: plan.collection, portalTokenHash: tokenHash, createdAt: now, updatedAt: now })
        .returning();
      await tx.insert(subscriptionPeriods).values({ id: periodId, subscriptionId: id, paymentId: link.id, kind: 'first', createdAt: now });
      await appendPaymentEvent(tx, link, 'subscription.created', { subscription: webhookSubscription(created!, link.id) });
    },
  });
  await sendLinkEmail(deps, periodId, now).catch((err: unknown) => deps.log.warn({ err, subscriptionId: id }, 'first subscription email not sent; the renewal job retries'));
  const period = { id: periodId, subscriptionId: id, paymentId: payment.id, kind: 'first' as const, periodStart: null, periodEnd: null, dueAt: null, paidAt: null, emailedAt: null, remindedAt: null, createdAt: now };
  return { ...toSubscriptionDto(created!, plan.name), payments: [toSubscriptionPaymentDto(deps.config.appUrl, period, payment.status)] };
}

import { MSG, type SubscriptionDetail } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { accountOwner } from '../accounts/account-owner';
import { findAccount } from '../accounts/find-account';
import { appendPaymentEvent } from '../payments/lifecycle/append-payment-event';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit';
import { addDays, addInterval } from './add-interval';
import { applySubscriptionTransition } from './apply-subscription-transition';
import { assertUnpaidCap, FIRST_LINK_EXPIRY_S } from './assert-unpaid-cap';
import { findPlan, PLAN_NOT_FOUND } from './find-plan';
import { hashPortalToken, portalToken } from './portal-token';
import { issueSubscriptionLink } from './issue-subscription-link';
import { subscriptionPeriods, subscriptions } from './schema';
import { sendLinkEmail } from './send-link-email';
import { toSubscriptionDto, toSubscriptionPaymentDto, webhookSubscription } from './subscription-dto';

const tooManyForAddress = (minutes: number) =>
  `Too many subscriptions for this email address. Please try again in ${minutes} minute(s).`;

/**
 * A customer subscribes to a plan: the subscription (INCOMPLETE), its first link and subscription.created commit
 * together; then the customer is emailed the hosted page and the portal link (a failed send is retried by the
 * renewal job).
 *
 * Anyone may subscribe any address, so a subscribe costs the merchant nothing until it is paid: the first link's
 * credit is charged when it is paid (completeSubscriptionPayment; renewals are charged when issued). A merchant
 * without a credit takes no subscriber (402, as a link needs one). Per address, 3 subscriptions an hour per plan and
 * 10 in all; per plan, SUBSCRIBE_MAX_UNPAID_PER_PLAN started in a day and still unpaid (429).
 *
 * With a free trial the subscription is ACTIVE at once (subscription.activated) until the trial ends, and the first
 * link is the renewal of the period after it: due when the trial ends, payable through the grace days, paid from
 * the trial's end like any renewal, PAST_DUE and then CANCELED when left unpaid. Issued now, so every subscription
 * event hangs on a link from the start.
 */
export async function subscribe(deps: Deps, planId: string, email: string): Promise<SubscriptionDetail> {
  const plan = await findPlan(deps.db, planId);
  const merchant = await findAccount(deps.db, plan.accountId);
  // An account acts through its owner: a suspended or deleted owner's plans take no subscribers.
  if (!merchant || (await accountOwner(deps.db, merchant.id))?.status !== 'ACTIVE')
    throw new AppError('NOT_FOUND', PLAN_NOT_FOUND, 404);
  const address = email.toLowerCase();
  await enforceRateLimit(deps.rateLimits.subscribeEmailPlan, `${plan.id}:${address}`, tooManyForAddress);
  await enforceRateLimit(deps.rateLimits.subscribeEmail, address, tooManyForAddress);
  if (merchant.transactionCredits < 1) throw new AppError('INSUFFICIENT_CREDITS', MSG.insufficientCredits, 402);
  const id = newId('sub');
  const periodId = newId('spr');
  const tokenHash = hashPortalToken(await portalToken(deps.db, id));
  const now = deps.clock.now();
  const trialEnd = plan.trialDays > 0 ? addDays(now, plan.trialDays) : null;
  const firstPeriod = trialEnd
    ? {
        kind: 'renewal' as const,
        periodStart: trialEnd,
        periodEnd: addInterval(trialEnd, plan.interval, plan.intervalCount),
        dueAt: trialEnd,
      }
    : { kind: 'first' as const, periodStart: null, periodEnd: null, dueAt: null };
  let created: typeof subscriptions.$inferSelect | undefined;
  const { payment } = await issueSubscriptionLink(deps, merchant, plan, {
    expiresInS: trialEnd ? plan.trialDays * 86_400 + plan.graceDays * 86_400 : FIRST_LINK_EXPIRY_S,
    message: trialEnd
      ? `First payment of your subscription to ${plan.name}, due when the free trial ends`
      : `First payment of your subscription to ${plan.name}`,
    creditWhenPaid: true,
    async onCreated(tx, link) {
      await assertUnpaidCap(tx, { planId: plan.id, max: deps.config.subscriptions.maxUnpaidPerPlan, now });
      [created] = await tx
        .insert(subscriptions)
        .values({
          id,
          accountId: plan.accountId,
          planId: plan.id,
          email: address,
          status: 'INCOMPLETE',
          collection: plan.collection,
          portalTokenHash: tokenHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(subscriptionPeriods).values({
        id: periodId,
        subscriptionId: id,
        paymentId: link.id,
        ...firstPeriod,
        creditWhenPaid: true,
        createdAt: now,
      });
      await appendPaymentEvent(tx, link, 'subscription.created', {
        subscription: webhookSubscription(created!, link.id),
      });
      if (trialEnd) {
        created = await applySubscriptionTransition(tx, created!, 'trial_started', {
          paymentId: link.id,
          now,
          fields: { currentPeriodStart: now, currentPeriodEnd: trialEnd },
        });
      }
    },
  });
  await sendLinkEmail(deps, periodId, now).catch((err: unknown) =>
    deps.log.warn({ err, subscriptionId: id }, 'first subscription email not sent; the renewal job retries'),
  );
  const period = {
    id: periodId,
    subscriptionId: id,
    paymentId: payment.id,
    ...firstPeriod,
    paidAt: null,
    emailedAt: null,
    remindedAt: null,
    creditWhenPaid: true,
    createdAt: now,
  };
  return {
    ...toSubscriptionDto(created!, plan.name),
    payments: [toSubscriptionPaymentDto(deps.config.appUrl, period, payment.status)],
  };
}

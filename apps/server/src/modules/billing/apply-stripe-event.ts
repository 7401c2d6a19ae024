import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { lockAccount } from '../accounts/lock-account';
import { setSubscription } from '../accounts/set-subscription';
import { setPlanCancelAtPeriodEnd } from '../credits/set-plan-cancel-at-period-end';
import { subscriptionAllowance } from '../credits/subscription-allowance';
import { endPlanAllowance, setPlanAllowance } from '../credits/set-plan-allowance';
import { fulfillPurchase, oneMonthAfter } from './fulfill-purchase';
import { reversePurchase } from './reverse-purchase';
import { applyPlanUpgrade, UPGRADE_METADATA_KEY } from './upgrade-card-plan';
import { creditPurchases, stripeEvents } from './schema';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe subscription statuses as users.subscription_status; only ACTIVE counts as a subscriber (SPEC section 6). */
const SUBSCRIPTION_STATUS: Record<Stripe.Subscription.Status, string> = {
  active: 'ACTIVE',
  trialing: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'UNPAID',
  incomplete: 'INCOMPLETE',
  incomplete_expired: 'EXPIRED',
  canceled: 'CANCELLED',
  paused: 'PAUSED',
};

/**
 * Applies one verified Stripe event in a single transaction whose first write records the event id: a second
 * delivery (even at the same moment, on another process) finds the id taken and changes nothing.
 * Returns false for a duplicate.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return false;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await completeSession(tx, event.data.object, now);
        break;
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        await tx
          .update(creditPurchases)
          .set({ status: 'FAILED' })
          .where(and(eq(creditPurchases.stripeSessionId, event.data.object.id), eq(creditPurchases.status, 'PENDING')));
        break;
      case 'invoice.paid':
        await renewFromInvoice(tx, event.data.object);
        await upgradeFromInvoice(tx, event.data.object, now);
        break;
      case 'charge.refunded':
        await refundCharge(tx, event.data.object);
        break;
      case 'charge.dispute.created':
        await disputeCharge(tx, event.data.object);
        break;
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await updateSubscription(tx, event.data.object, event.type === 'customer.subscription.deleted', now);
        break;
    }
    return true;
  });
}

/** A paid session completes its purchase (once: fulfillPurchase moves PENDING → COMPLETED under the row lock). */
async function completeSession(tx: Db, session: Stripe.Checkout.Session, now: Date) {
  if (session.payment_status === 'unpaid') return; // an async method: async_payment_succeeded will follow
  const [purchase] = await tx
    .select({ id: creditPurchases.id })
    .from(creditPurchases)
    .where(eq(creditPurchases.stripeSessionId, session.id));
  if (!purchase) return;
  const paymentIntentId = idOf(session.payment_intent);
  if (paymentIntentId)
    await tx
      .update(creditPurchases)
      .set({ stripePaymentIntentId: paymentIntentId })
      .where(eq(creditPurchases.id, purchase.id));
  await fulfillPurchase(tx, { purchaseId: purchase.id }, { now, stripeSubscriptionId: idOf(session.subscription) });
}

/** A fully refunded charge takes its purchase back; a partial refund leaves the credits and asks an admin to look. */
async function refundCharge(tx: Db, charge: Stripe.Charge) {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return;
  await reversePurchase(tx, { paymentIntentId, why: charge.refunded ? 'refund' : 'partial refund' });
}

/** A dispute takes the purchase back at once (the money is held by the bank until it is settled). */
async function disputeCharge(tx: Db, dispute: Stripe.Dispute) {
  const paymentIntentId = idOf(dispute.payment_intent);
  if (!paymentIntentId) return;
  await reversePurchase(tx, { paymentIntentId, why: 'dispute' });
}

/** The subscription an invoice bills (the field moved between Stripe API versions; events use the account's version). */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as Stripe.Invoice & { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

/** A renewal (not the first invoice, which the checkout session already credited) starts a new billing month. */
async function renewFromInvoice(tx: Db, invoice: Stripe.Invoice) {
  if (invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return;
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return;
  const allowance = await subscriptionAllowance(tx, subscriptionId);
  if (!allowance) return;
  const periodEnd = invoice.lines.data[0]?.period.end;
  await lockAccount(tx, allowance.accountId);
  await setPlanAllowance(tx, {
    accountId: allowance.accountId,
    planName: allowance.planName,
    monthlyCredits: allowance.monthlyCredits,
    periodEnd: periodEnd ? new Date(periodEnd * 1000) : oneMonthAfter(allowance.periodEnd),
    reason: 'monthly_reset',
    referenceId: invoice.id,
  });
  await setSubscription(tx, allowance.accountId, { status: 'ACTIVE' }, new Date());
}

/**
 * The charge of an in-place upgrade (upgradeCardPlan) applies it, if the request that made it did not get that far:
 * the plan it moves to is in the subscription's metadata, which the invoice carries.
 */
async function upgradeFromInvoice(tx: Db, invoice: Stripe.Invoice, now: Date) {
  if (invoice.billing_reason !== 'subscription_update' || !invoice.id) return;
  const subscriptionId = invoiceSubscriptionId(invoice);
  const planName = invoice.parent?.subscription_details?.metadata?.[UPGRADE_METADATA_KEY];
  if (!subscriptionId || !planName) return;
  await applyPlanUpgrade(tx, { subscriptionId, planName, invoiceId: invoice.id, now });
}

/**
 * Status changes follow Stripe; a deleted (or finally expired) subscription ends the tier and the plan allowance.
 * Only the subscription that granted the user's current plan may change it (a late event about an older one cannot).
 */
async function updateSubscription(tx: Db, subscription: Stripe.Subscription, deleted: boolean, now: Date) {
  const allowance = await subscriptionAllowance(tx, subscription.id);
  if (!allowance) return;
  const { accountId } = allowance;
  const status = deleted ? 'CANCELLED' : SUBSCRIPTION_STATUS[subscription.status];
  const ended = deleted || subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  await lockAccount(tx, accountId);
  if (ended) await endPlanAllowance(tx, { accountId, referenceId: subscription.id });
  else await setPlanCancelAtPeriodEnd(tx, accountId, subscription.cancel_at_period_end === true);
  await setSubscription(tx, accountId, { status, ...(ended && { tier: null }) }, now);
}

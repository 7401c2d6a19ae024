import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { BILLING_MSG, type PurchaseCreditsInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { planAllowance } from '../credits/plan-allowance';
import { purchasableUpgrades } from './plan-upgrades';
import { resolvePackage } from './resolve-package';
import { creditPurchases } from './schema';
import { stripeClient } from './stripe-client';

type Buyer = { id: string; email: string; subscriptionTier: string | null; subscriptionStatus: string | null };

/**
 * Starts a card purchase: records a pending purchase priced from the stored offer, then creates a Stripe
 * Checkout Session for it (a subscription for monthly plans, a one-time payment otherwise) and returns its URL.
 * Credits are added later, once, by the checkout.session.completed webhook.
 */
export async function createCardCheckout(
  deps: Deps,
  buyer: Buyer,
  input: PurchaseCreditsInput,
): Promise<{ url: string; sessionId: string }> {
  const stripe = stripeClient(deps.config);
  if (!stripe) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MSG.cardNotConfigured, 503);
  const pkg = await resolvePackage(
    deps.db,
    buyer,
    input,
    await purchasableUpgrades(deps.db, await planAllowance(deps.db, buyer.id)),
  );
  const purchaseId = newId('pur');
  await deps.db.insert(creditPurchases).values({
    id: purchaseId,
    accountId: buyer.id,
    method: 'card',
    packageKind: pkg.kind,
    packageName: pkg.name,
    displayName: pkg.displayName,
    credits: pkg.credits,
    amountCents: pkg.amountCents,
    tier: pkg.tier,
  });

  const metadata = { purchaseId, accountId: buyer.id };
  const subscription = pkg.isMonthly;
  let session: Stripe.Checkout.Session;
  let url: string;
  try {
    session = await stripe.checkout.sessions.create({
      mode: subscription ? 'subscription' : 'payment',
      client_reference_id: purchaseId,
      customer_email: buyer.email,
      line_items: [
        {
          quantity: pkg.quantity,
          price_data: {
            currency: 'usd',
            unit_amount_decimal: pkg.unitAmountCents.toString(),
            product_data: {
              name: subscription ? pkg.displayName : `${pkg.displayName} (${pkg.credits} credits)`,
              ...(pkg.description && { description: pkg.description }),
            },
            ...(subscription && { recurring: { interval: 'month' as const } }),
          },
        },
      ],
      metadata,
      ...(subscription && { subscription_data: { metadata } }),
      success_url: `${deps.config.appUrl}/thank-you?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.config.appUrl}/thank-you?payment=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    url = session.url;
  } catch (err) {
    deps.log.warn({ err, purchaseId }, 'Stripe checkout session creation failed');
    await deps.db.update(creditPurchases).set({ status: 'FAILED' }).where(eq(creditPurchases.id, purchaseId));
    throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MSG.checkoutFailed, 502);
  }
  await deps.db.update(creditPurchases).set({ stripeSessionId: session.id }).where(eq(creditPurchases.id, purchaseId));
  return { url, sessionId: session.id };
}

import { compareDecimal, formatAmount, type openButtonLinkBodySchema } from '@paylink/shared';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { accountOwner } from '../accounts/account-owner';
import { findAccount } from '../accounts/find-account';
import { createPaymentLink } from '../payments/links/create-payment-link';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit';
import { assertOpenLinksCap } from './assert-open-links-cap';
import { buttonDecimals } from './button-fields';
import { BUTTON_NOT_FOUND, findPayButton } from './find-pay-button';
import { payButtonLinks } from './schema';

/** The metadata key that tags a link with the button that opened it (lists, exports, webhooks). */
export const PAY_BUTTON_METADATA_KEY = 'pay_button_id';
/** A click is a checkout now: the link it opens stays payable an hour, and counts toward the open-links cap as long. */
export const BUTTON_LINK_EXPIRY_S = 60 * 60;

const tooManyClicks = (minutes: number) =>
  `Too many payments started from this button. Please try again in ${minutes} minute(s).`;

/** The amount the link asks: the fixed price (any other is refused), or the customer's within the button's bounds. */
function linkAmount(
  button: {
    pricing: string;
    amount: bigint | null;
    minAmount: bigint | null;
    maxAmount: bigint | null;
    currency: string;
  },
  decimals: number,
  asked?: string,
): string {
  const format = (v: bigint) => formatAmount(v, decimals);
  if (button.pricing === 'fixed') {
    const price = format(button.amount!);
    if (asked !== undefined && compareDecimal(asked, price) !== 0)
      throw fieldError('amount', `This button's price is fixed at ${price} ${button.currency}`);
    return price;
  }
  if (asked === undefined) throw fieldError('amount', 'Enter an amount');
  const [min, max] = [format(button.minAmount!), format(button.maxAmount!)];
  if (compareDecimal(asked, min) < 0 || compareDecimal(asked, max) > 0)
    throw fieldError('amount', `Enter an amount between ${min} and ${max} ${button.currency}`);
  return asked;
}

/**
 * A click on a pay button: opens an ordinary link of the merchant's (one credit, the usual events) at the button's
 * price, tagged with the button id, and answers its hosted checkout page. Every limit is checked before the credit
 * is spent: the button is live, the amount is the button's (the price, or within its bounds, at the currency's
 * decimals), the client IP and the button are within their rate limits, and the button has fewer open links than
 * the cap (in the link's transaction). So nobody spends a merchant's credits faster than the limits allow, or opens a
 * link at another price.
 */
export async function openButtonLink(
  deps: Deps,
  buttonId: string,
  body: z.output<typeof openButtonLinkBodySchema>,
  clientIp: string,
) {
  const button = await findPayButton(deps.db, buttonId);
  const merchant = await findAccount(deps.db, button.accountId);
  // An account acts through its owner: a suspended or deleted owner's buttons open nothing.
  if (!merchant || (await accountOwner(deps.db, merchant.id))?.status !== 'ACTIVE')
    throw new AppError('NOT_FOUND', BUTTON_NOT_FOUND, 404);
  if (button.pausedAt) throw new AppError('CONFLICT', 'This button is paused. Please contact the seller.', 409);
  const decimals = buttonDecimals(deps.config, button);
  const amount = linkAmount(button, decimals, body.amount);
  await enforceRateLimit(deps.rateLimits.payButtonIp, clientIp, tooManyClicks);
  await enforceRateLimit(deps.rateLimits.payButton, button.id, tooManyClicks);
  const now = deps.clock.now();
  const { payment } = await createPaymentLink(
    deps,
    merchant,
    {
      amount,
      currency: button.currency,
      payCurrency: button.payCurrency !== button.currency ? button.payCurrency : undefined,
      network: button.network,
      label: button.label,
      metadata: { [PAY_BUTTON_METADATA_KEY]: button.id },
      expiresIn: BUTTON_LINK_EXPIRY_S,
    },
    {
      returnUrl: button.returnUrl,
      async onCreated(tx, link) {
        await assertOpenLinksCap(tx, { buttonId: button.id, max: deps.config.payButtons.maxOpenLinks, now });
        await tx
          .insert(payButtonLinks)
          .values({ paymentId: link.id, buttonId: button.id, expiresAt: link.expiresAt, createdAt: now });
      },
    },
  );
  return { paymentId: payment.id, checkoutUrl: payment.checkoutUrl };
}

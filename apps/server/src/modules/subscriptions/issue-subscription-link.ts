import { formatAmount, isFiatCurrency, PAYMENT_EXPIRY_MAX_S, PAYMENT_EXPIRY_MIN_S } from '@paylink/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { createPaymentLink, type CreatePaymentLinkBody } from '../payments/links/create-payment-link';
import type { PaymentRow } from '../payments/links/payment-dto';
import type { AccountRow } from '../accounts/user-dto';
import { planDecimals } from './plan-dto';
import type { RecurringPlanRow } from './schema';

/**
 * A link for one period of a plan: an ordinary merchant link (one credit: now, or once paid with `creditWhenPaid`;
 * the usual payment events), priced as the plan is now (a USD/EUR plan quoted at this moment, like a fiat link).
 * `onCreated` runs in the link's transaction, so the subscription's side (its period row, its event) commits with
 * the link or not at all.
 */
export function issueSubscriptionLink(
  deps: Deps,
  merchant: AccountRow,
  plan: RecurringPlanRow,
  opts: {
    expiresInS: number;
    message: string;
    creditWhenPaid?: boolean;
    onCreated: (tx: Db, link: PaymentRow) => Promise<void>;
  },
) {
  const fiat = isFiatCurrency(plan.currency);
  const body: CreatePaymentLinkBody = {
    amount: formatAmount(plan.amount, planDecimals(deps.config, plan)),
    currency: plan.currency,
    payCurrency: fiat ? plan.payCurrency : undefined,
    network: plan.network,
    label: plan.name,
    message: opts.message,
    expiresIn: Math.round(Math.min(PAYMENT_EXPIRY_MAX_S, Math.max(PAYMENT_EXPIRY_MIN_S, opts.expiresInS))),
  };
  return createPaymentLink(deps, merchant, body, { onCreated: opts.onCreated, creditWhenPaid: opts.creditWhenPaid });
}

import { and, eq, inArray } from 'drizzle-orm';
import type { CreditHistoryEntry, CreditsOverview, SubscriptionTier } from '@paylink/shared';
import type { Deps } from '../../deps';
import { findAccount } from '../accounts/find-account';
import { creditHistory } from '../credits/credit-history';
import { planAllowance } from '../credits/plan-allowance';
import { centsToDecimal } from './billing-dto';
import { planUpgrades } from './plan-upgrades';
import { creditPurchases, subscriptionPlans } from './schema';
import { stripeClient } from './stripe-client';
import { treasuryWallet } from '../wallets/treasury-wallet';

const HISTORY_LIMIT = 50;

const LEDGER_TEXT: Record<string, string> = {
  signup_bonus: 'Welcome bonus',
  admin_adjustment: 'Adjustment by support',
  monthly_reset: 'Monthly plan credits renewed',
  plan_upgrade: 'Plan upgraded: the bigger plan’s extra credits for this month',
  plan_ended: 'Plan ended: unused monthly credits removed',
  purchase_reversed: 'Card payment refunded or disputed: purchased credits taken back',
};

/**
 * The Credits tab: the balance split into the plan allowance (resets each billing month) and purchased credits
 * (never expire), and the history of every ledger row that was not a spend, with its purchase when it had one.
 */
export async function getCreditsOverview(deps: Deps, accountId: string): Promise<CreditsOverview> {
  const [user, allowance, ledger, treasury] = await Promise.all([
    findAccount(deps.db, accountId),
    planAllowance(deps.db, accountId),
    creditHistory(deps.db, accountId, HISTORY_LIMIT),
    treasuryWallet(deps),
  ]);
  // The purchases these rows came from, in one read (a ledger row's reference is its purchase's id).
  const references = ledger.flatMap((l) => (l.referenceId === null ? [] : [l.referenceId]));
  const purchases =
    references.length === 0
      ? []
      : await deps.db
          .select()
          .from(creditPurchases)
          .where(and(eq(creditPurchases.accountId, accountId), inArray(creditPurchases.id, references)));
  const [upgrades, planRow] = await Promise.all([
    planUpgrades(deps.db, allowance),
    allowance
      ? deps.db
          .select({ displayName: subscriptionPlans.displayName })
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.name, allowance.planName))
      : [],
  ]);
  const purchaseOf = new Map(purchases.map((p) => [p.id, p]));
  const rows = ledger.map((l) => ({
    ledger: l,
    purchase: (l.referenceId === null ? undefined : purchaseOf.get(l.referenceId)) ?? null,
  }));
  const total = user?.transactionCredits ?? 0;
  const planCredits = Math.min(allowance?.remaining ?? 0, total);
  const history: CreditHistoryEntry[] = rows.map(({ ledger, purchase }) => ({
    id: ledger.id,
    date: ledger.createdAt.toISOString(),
    what:
      purchase && ledger.reason !== 'purchase_reversed'
        ? purchase.displayName
        : (LEDGER_TEXT[ledger.reason] ?? ledger.reason),
    credits: ledger.delta,
    amount: purchase ? centsToDecimal(purchase.amountCents) : null,
    currency: purchase?.currency ?? null,
    method: purchase?.method ?? null,
    status: purchase?.status ?? 'COMPLETED',
  }));
  return {
    total,
    planCredits,
    purchasedCredits: total - planCredits,
    plan: allowance
      ? {
          name: allowance.planName,
          displayName: planRow[0]?.displayName ?? allowance.planName,
          monthlyCredits: allowance.monthlyCredits,
          nextResetAt: allowance.periodEnd.toISOString(),
          renews: allowance.stripeSubscriptionId !== null && !allowance.cancelAtPeriodEnd,
          paidWith: allowance.stripeSubscriptionId ? 'card' : 'crypto',
          cancelledAtPeriodEnd: allowance.cancelAtPeriodEnd,
        }
      : null,
    upgrades,
    subscriptionTier: (user?.subscriptionTier ?? null) as SubscriptionTier | null,
    subscriptionStatus: user?.subscriptionStatus ?? null,
    cardPaymentsEnabled: stripeClient(deps.config) !== null,
    cryptoPaymentsEnabled: treasury !== null,
    history,
  };
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { keepAppSecret } from '../app-secrets/keep-app-secret';
import { creditPricing, subscriptionPlans } from './schema';

/** The plan the web app marks 'Most Popular' carries this feature line (admins may move it to another plan). */
export const MOST_POPULAR = 'Most Popular';

const PLANS: (typeof subscriptionPlans.$inferInsert)[] = [
  {
    id: randomUUID(),
    name: 'starter',
    displayName: 'Starter',
    description: 'For shops getting started with crypto payments',
    credits: 500,
    priceCents: 1900n,
    tier: 'STARTER',
    sortOrder: 1,
    features: [MOST_POPULAR, '500 credits every month', 'API access', 'Email support'],
  },
  {
    id: randomUUID(),
    name: 'growth',
    displayName: 'Growth',
    description: 'For growing businesses with steady volume',
    credits: 2000,
    priceCents: 5900n,
    tier: 'GROWTH',
    sortOrder: 2,
    features: ['2,000 credits every month', 'API access', 'Priority support'],
  },
  {
    id: randomUUID(),
    name: 'enterprise',
    displayName: 'Enterprise',
    description: 'For high-volume merchants',
    credits: 10000,
    priceCents: 24900n,
    tier: 'ENTERPRISE',
    sortOrder: 3,
    features: ['10,000 credits every month', 'API access', 'Dedicated support'],
  },
];

const PRICINGS: (typeof creditPricing.$inferInsert)[] = [
  {
    id: randomUUID(),
    name: 'pay-as-you-go',
    displayName: 'Pay as you go',
    description: 'Buy exactly the credits you need; they never expire',
    pricePerCreditCents: 10n,
    minCredits: 5,
    maxCredits: 1000,
    allowedFor: 'ALL',
    sortOrder: 1,
  },
];

/**
 * Writes the default plans and pricing on the first start only: a marker row in app_secrets is inserted in
 * the same transaction, so restarts (and several processes starting together) never re-create an offer an
 * admin has since deleted or renamed.
 */
export async function seedBilling(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { created } = await keepAppSecret(tx, 'billing_seeded', () => new Date().toISOString());
    if (!created) return;
    await tx.insert(subscriptionPlans).values(PLANS).onConflictDoNothing();
    await tx.insert(creditPricing).values(PRICINGS).onConflictDoNothing();
  });
}

import { asc, eq } from 'drizzle-orm';
import type { CreditPricing, SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import { toPlanDto, toPricingDto } from './billing-dto';
import { planVisibleTo, pricingVisibleTo, type Viewer } from './offer-visibility';
import { creditPricing, subscriptionPlans } from './schema';

/** Active subscription plans the viewer may buy, by sortOrder (SPEC sections 6 and 7). */
export async function listVisiblePlans(db: Db, viewer: Viewer): Promise<SubscriptionPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name));
  return rows.filter((row) => planVisibleTo(row, viewer)).map(toPlanDto);
}

/** Active credit pricing offers the viewer may buy, by sortOrder. */
export async function listVisiblePricings(db: Db, viewer: Viewer): Promise<CreditPricing[]> {
  const rows = await db
    .select()
    .from(creditPricing)
    .where(eq(creditPricing.isActive, true))
    .orderBy(asc(creditPricing.sortOrder), asc(creditPricing.name));
  return rows.filter((row) => pricingVisibleTo(row, viewer)).map(toPricingDto);
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PlanAllowanceRow } from './plan-allowance';
import { planAllowances } from './schema';

/** The plan allowance a Stripe subscription granted, or undefined when it granted none (or an older one did). */
export async function subscriptionAllowance(
  db: Db,
  stripeSubscriptionId: string,
): Promise<PlanAllowanceRow | undefined> {
  const [row] = await db
    .select()
    .from(planAllowances)
    .where(eq(planAllowances.stripeSubscriptionId, stripeSubscriptionId));
  return row;
}

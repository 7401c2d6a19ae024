import { hasActivePlan, type PlanHolder } from '@paylink/shared';
import type { creditPricing, subscriptionPlans } from './schema';

/** Who is looking at the offers: a signed-in user's subscription fields, or null for an anonymous visitor. */
export type Viewer = PlanHolder | null;

/** Active plans; monthly plans are hidden from current subscribers. */
export function planVisibleTo(
  plan: Pick<typeof subscriptionPlans.$inferSelect, 'isActive' | 'isMonthly'>,
  viewer: Viewer,
): boolean {
  return plan.isActive && !(plan.isMonthly && hasActivePlan(viewer));
}

/**
 * Active pricing; MONTHLY_ONLY only for subscribers, PAYG_ONLY only for non-subscribers, and an offer tied to a
 * tier only for subscribers of that tier (a non-subscriber has no tier, so it never matches).
 */
export function pricingVisibleTo(
  pricing: Pick<typeof creditPricing.$inferSelect, 'isActive' | 'allowedFor' | 'subscriptionTier'>,
  viewer: Viewer,
): boolean {
  if (!pricing.isActive) return false;
  const subscriber = hasActivePlan(viewer);
  if (pricing.allowedFor === 'MONTHLY_ONLY' && !subscriber) return false;
  if (pricing.allowedFor === 'PAYG_ONLY' && subscriber) return false;
  if (pricing.subscriptionTier && !(subscriber && viewer?.subscriptionTier === pricing.subscriptionTier)) return false;
  return true;
}

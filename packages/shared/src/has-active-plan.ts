import { SUBSCRIPTION_TIERS } from './constants';

/** The subscription fields of a user (the API's User or a database row). */
export interface PlanHolder {
  subscriptionTier: string | null;
  subscriptionStatus: string | null;
}

/** SPEC section 6: a user on a monthly plan (a subscriber) has tier STARTER, GROWTH or ENTERPRISE and status ACTIVE. */
export function hasActivePlan(user: PlanHolder | null | undefined): boolean {
  return (
    !!user &&
    (SUBSCRIPTION_TIERS as readonly (string | null)[]).includes(user.subscriptionTier) &&
    user.subscriptionStatus === 'ACTIVE'
  );
}

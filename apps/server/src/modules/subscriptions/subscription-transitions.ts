import type { SubscriptionEventType, SubscriptionStatus } from '@paylink/shared';

/** What can happen to a subscription. */
export type SubscriptionTrigger =
  'first_paid' | 'trial_started' | 'renewal_paid' | 'renewal_unpaid' | 'grace_over' | 'cancel';

export interface SubscriptionStep {
  to: SubscriptionStatus;
  event: SubscriptionEventType;
}

const activated: SubscriptionStep = { to: 'ACTIVE', event: 'subscription.activated' };
const renewed: SubscriptionStep = { to: 'ACTIVE', event: 'subscription.renewed' };
const pastDue: SubscriptionStep = { to: 'PAST_DUE', event: 'subscription.past_due' };
const canceled: SubscriptionStep = { to: 'CANCELED', event: 'subscription.canceled' };

/**
 * The subscription lifecycle as data: INCOMPLETE (first link unpaid) → ACTIVE (paid, or at once for a plan's free trial) → PAST_DUE (the period ended with its
 * renewal unpaid) → CANCELED (by the customer, the merchant, or unpaid past the grace days). A paid renewal brings a
 * PAST_DUE subscription back to ACTIVE. CANCELED is final. A missing entry is a move that cannot happen.
 */
export const SUBSCRIPTION_TRANSITIONS: Record<
  SubscriptionStatus,
  Partial<Record<SubscriptionTrigger, SubscriptionStep>>
> = {
  INCOMPLETE: { first_paid: activated, trial_started: activated, cancel: canceled },
  ACTIVE: { renewal_paid: renewed, renewal_unpaid: pastDue, cancel: canceled },
  PAST_DUE: { renewal_paid: renewed, grace_over: canceled, cancel: canceled },
  CANCELED: {},
};

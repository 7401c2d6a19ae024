import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '@paylink/shared';
import { SUBSCRIPTION_TRANSITIONS } from './subscription-transitions';

describe('subscription transitions', () => {
  it('activates once, renews from ACTIVE or PAST_DUE, and ends in CANCELED for good', () => {
    expect(SUBSCRIPTION_TRANSITIONS.INCOMPLETE.first_paid).toEqual({ to: 'ACTIVE', event: 'subscription.activated' });
    expect(SUBSCRIPTION_TRANSITIONS.ACTIVE.first_paid).toBeUndefined();
    expect(SUBSCRIPTION_TRANSITIONS.ACTIVE.renewal_unpaid).toEqual({ to: 'PAST_DUE', event: 'subscription.past_due' });
    expect(SUBSCRIPTION_TRANSITIONS.PAST_DUE.renewal_paid).toEqual({ to: 'ACTIVE', event: 'subscription.renewed' });
    expect(SUBSCRIPTION_TRANSITIONS.PAST_DUE.grace_over).toEqual({ to: 'CANCELED', event: 'subscription.canceled' });
    expect(SUBSCRIPTION_TRANSITIONS.INCOMPLETE.grace_over).toBeUndefined();
    expect(SUBSCRIPTION_TRANSITIONS.CANCELED).toEqual({});
  });
  it('lets the customer or merchant cancel from every live status', () => {
    for (const status of SUBSCRIPTION_STATUSES.filter((s) => s !== 'CANCELED'))
      expect(SUBSCRIPTION_TRANSITIONS[status].cancel?.to).toBe('CANCELED');
  });
});

import { describe, expect, it } from 'vitest';
import { hasActivePlan } from './has-active-plan';

describe('hasActivePlan', () => {
  it('needs a monthly tier and ACTIVE status together', () => {
    expect(hasActivePlan({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })).toBe(true);
    expect(hasActivePlan({ subscriptionTier: 'ENTERPRISE', subscriptionStatus: 'ACTIVE' })).toBe(true);
    expect(hasActivePlan({ subscriptionTier: 'GROWTH', subscriptionStatus: 'CANCELED' })).toBe(false);
    expect(hasActivePlan({ subscriptionTier: null, subscriptionStatus: 'ACTIVE' })).toBe(false);
    expect(hasActivePlan({ subscriptionTier: 'PLATINUM', subscriptionStatus: 'ACTIVE' })).toBe(false);
    expect(hasActivePlan(null)).toBe(false);
    expect(hasActivePlan(undefined)).toBe(false);
  });
});

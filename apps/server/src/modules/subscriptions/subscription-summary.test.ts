import { describe, expect, it } from 'vitest';
import { monthlyAmount } from './subscription-summary';

describe('monthlyAmount', () => {
  it('turns each period monthly in base units, rounding down', () => {
    expect(monthlyAmount(1_000n, 'month', 1)).toBe(1_000n);
    expect(monthlyAmount(1_000n, 'month', 3)).toBe(333n);
    expect(monthlyAmount(12_000n, 'year', 1)).toBe(1_000n);
    expect(monthlyAmount(1_200n, 'week', 1)).toBe(5_200n);
    expect(monthlyAmount(1_200n, 'day', 2)).toBe(18_250n);
  });
});

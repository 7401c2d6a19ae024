import { describe, expect, it } from 'vitest';
import { usd } from './usd';

describe('usd', () => {
  it('shows dollars with exactly two decimals', () => {
    expect(usd('10')).toBe('$10.00');
    expect(usd('0.5')).toBe('$0.50');
    expect(usd('49.99')).toBe('$49.99');
  });

  it('rounds half a cent up, exactly, without floats', () => {
    expect(usd('0.125')).toBe('$0.13');
    expect(usd('0.124')).toBe('$0.12');
    expect(usd('1999.999')).toBe('$2000.00');
    // 0.285 is 0.28499999... as a float; the decimal string rounds as written.
    expect(usd('0.285')).toBe('$0.29');
  });
});

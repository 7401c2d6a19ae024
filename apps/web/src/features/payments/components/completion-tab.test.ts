import { describe, expect, it } from 'vitest';
import { percentToBps } from './completion-tab';

describe('percentToBps (Settings → Payments, underpayment tolerance)', () => {
  it('reads a percentage as text into whole basis points, never through a float', () => {
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('1')).toBe(100);
    expect(percentToBps('1.5')).toBe(150);
    expect(percentToBps(' 0.05 ')).toBe(5);
    expect(percentToBps('10')).toBe(1000);
    for (const bad of ['', '-1', '1.234', 'abc', '1e2', '100.1']) expect(percentToBps(bad)).toBeNull();
  });
});

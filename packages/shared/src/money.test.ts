import { describe, expect, it } from 'vitest';
import { compareDecimal, formatAmount, parseAmount, toFixedDecimal } from './money';

describe('money helpers', () => {
  it.each([
    ['0.1', 9, 100_000_000n],
    ['0.000000001', 9, 1n],
    ['1000000', 9, 1_000_000_000_000_000n],
    ['716844.32', 6, 716_844_320_000n],
    ['12', 6, 12_000_000n],
  ])('parses %s with %i decimals exactly', (text, decimals, units) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, value: units });
    expect(formatAmount(units, decimals)).toBe(text);
  });

  it('refuses exponents, signs and excess decimals', () => {
    expect(parseAmount('1e-3', 9).ok).toBe(false);
    expect(parseAmount('-1', 9).ok).toBe(false);
    expect(parseAmount('0.0000001', 6)).toEqual({ ok: false, reason: 'Amount has more than 6 decimal places' });
  });

  it('formats without trailing zeros and rounds for display without floats', () => {
    expect(formatAmount(100_000_000n, 9)).toBe('0.1');
    expect(formatAmount(0n, 9)).toBe('0');
    expect(toFixedDecimal('1.23456', 3)).toBe('1.235');
    expect(toFixedDecimal('0', 3)).toBe('0.000');
    expect(toFixedDecimal('999.9996', 3)).toBe('1000.000');
  });

  it('compares decimal strings exactly, beyond what a double can tell apart', () => {
    expect(compareDecimal('0.10', '0.1')).toBe(0);
    expect(compareDecimal('1000000.000000000000000001', '1000000')).toBe(1);
    expect(compareDecimal('0.000000000000000000001', '0')).toBe(1);
    expect(compareDecimal('0.00', '0')).toBe(0);
    expect(compareDecimal('999999.999999999', '1000000')).toBe(-1);
  });
});

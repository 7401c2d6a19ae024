import { BigNumber } from '@medusajs/framework/utils';
import { describe, expect, it } from 'vitest';
import { decimalAmount, proportionalAmount } from './decimal-amount';

describe('decimalAmount', () => {
  it('gives Medusa amounts as exact decimal strings', () => {
    expect(decimalAmount(new BigNumber('12.50'))).toBe('12.5');
    expect(decimalAmount({ value: '0.1', precision: 20 })).toBe('0.1');
    expect(decimalAmount('1000000')).toBe('1000000');
    expect(decimalAmount(0.0000001)).toBe('0.0000001');
  });

  it('refuses what is not an amount', () => {
    expect(() => decimalAmount('-1')).toThrow();
  });
});

describe('proportionalAmount', () => {
  it('converts a refund in the priced currency to the token paid, at the rate paid, rounded down', () => {
    expect(proportionalAmount('12.5', '12.50', '12.50')).toBe('12.5');
    expect(proportionalAmount('0.083333334', '12.5', '12.5')).toBe('0.083333334');
    expect(proportionalAmount('0.083333334', '6.25', '12.50')).toBe('0.041666667');
    expect(proportionalAmount('0.000000003', '1', '3')).toBe('0.000000001');
    expect(proportionalAmount('100', '1', '3')).toBe('33.333333');
    expect(proportionalAmount('12.5', '6.25', '12.50')).toBe('6.25');
    expect(proportionalAmount('12.5', '12.5', '12.50')).toBe('12.5');
  });
});

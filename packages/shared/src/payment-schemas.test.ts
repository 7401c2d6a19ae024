import { describe, expect, it } from 'vitest';
import { amountInputSchema, createPaymentLinkSchema } from './payment-schemas';

const message = (v: unknown) => amountInputSchema.safeParse(v).error?.issues[0]?.message;

describe('amount schema', () => {
  it('accepts amounts in range as plain decimal strings', () => {
    expect(amountInputSchema.parse('1000000')).toBe('1000000');
    expect(amountInputSchema.parse('0.000000001')).toBe('0.000000001');
    expect(amountInputSchema.parse(0.5)).toBe('0.5');
  });

  it('checks the range on the digits, where a double would round', () => {
    expect(message('1000000.000000000000000001')).toBe('Amount must be at most 1,000,000');
    expect(message('0.0000000000000000000000000')).toBe('Amount must be greater than 0');
    expect(message('0')).toBe('Amount must be greater than 0');
    expect(message('1e-3')).toBe('Amount must be a plain decimal number such as 0.1');
    expect(message('')).toBe('Amount is required');
  });

  it('refuses more decimals than the token has', () => {
    const result = createPaymentLinkSchema.safeParse({ label: 'x', amount: '0.0000001', currency: 'usdc' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'Amount has more than 6 decimal places for USDC',
    });
    expect(createPaymentLinkSchema.safeParse({ label: 'x', amount: '0.000000001' }).success).toBe(true);
  });
});

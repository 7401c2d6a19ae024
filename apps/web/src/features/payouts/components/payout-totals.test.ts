import { describe, expect, it } from 'vitest';
import type { Payout } from '@paylink/shared';
import { payoutTotals, shortfall, sumDecimals } from './payout-totals';

const payout = (over: Partial<Payout>): Payout => ({
  id: 'pyo_1',
  name: 'Ada',
  email: null,
  amount: '1',
  currency: 'USDC',
  payCurrency: 'USDC',
  payAmount: '1',
  rate: null,
  networks: ['solana'],
  network: 'solana',
  address: 'x',
  status: 'READY',
  batchId: null,
  txId: null,
  claimedAt: null,
  claimExpiresAt: null,
  paidAt: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  ...over,
});

describe('payoutTotals', () => {
  it('adds exactly, without floats (0.1 + 0.2 is 0.3, big amounts keep every digit)', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['999999.999999', '0.000001', '3'])).toBe('1000003');
    expect(sumDecimals([])).toBe('0');
  });

  it('totals per token, and keeps USD/EUR payouts apart until the batch locks their quote', () => {
    const totals = payoutTotals([
      payout({ payAmount: '1.5' }),
      payout({ payAmount: '2.25' }),
      payout({ payCurrency: 'SOL', currency: 'SOL', payAmount: '0.1' }),
      payout({ currency: 'USD', amount: '10', payAmount: null }),
    ]);
    expect(totals).toEqual([
      { currency: 'USDC', amount: '3.75', quoted: false },
      { currency: 'SOL', amount: '0.1', quoted: false },
      { currency: 'USD → USDC', amount: '10', quoted: true },
    ]);
  });
});

describe('shortfall', () => {
  it('is what the wallet lacks, exactly, or null when it holds enough', () => {
    expect(shortfall('1.5', '0.25')).toBe('1.25');
    expect(shortfall('0.1', '0.099999999')).toBe('0.000000001');
    expect(shortfall('3', '3.000')).toBeNull();
    expect(shortfall('2', '10')).toBeNull();
  });
});

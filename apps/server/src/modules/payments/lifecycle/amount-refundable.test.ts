import { describe, expect, it } from 'vitest';
import { owedRefund as refund, owedTransfer as t } from './owed-fixtures';
import { REFUND_LATE_WATCH_MS } from '@paylink/shared';
import { refundableAmounts } from './amount-refundable';

describe('what may still be refunded', () => {
  it('is what arrived per token minus completed and pending refunds, never expired ones', () => {
    const transfers = [
      t('a', 'counted', 100n),
      t('b', 'excess', 40n),
      t('w', 'rejected', 9n, { reason: 'wrong_recipient' }),
    ];
    const caps = refundableAmounts(transfers, [
      refund(30n),
      refund(20n, { status: 'PENDING' }),
      refund(70n, { status: 'EXPIRED' }),
    ]);
    expect(caps.byToken.get('USDC')).toBe(90n);
    expect([...caps.byTransfer]).toEqual([
      ['a', 90n],
      ['b', 40n],
      ['w', 0n],
    ]);
  });

  it('still counts a refund that expired unpaid while it may be paid late, and frees it once the late watch is over', () => {
    const now = new Date('2026-06-10T00:00:00Z');
    const transfers = [t('a', 'counted', 100n)];
    const lapsedAt = (ms: number) => refund(70n, { status: 'EXPIRED', expiresAt: new Date(now.getTime() - ms) });
    expect(refundableAmounts(transfers, [lapsedAt(60_000)], now).byToken.get('USDC')).toBe(30n);
    expect(refundableAmounts(transfers, [lapsedAt(REFUND_LATE_WATCH_MS - 1)], now).byTransfer.get('a')).toBe(30n);
    expect(refundableAmounts(transfers, [lapsedAt(REFUND_LATE_WATCH_MS)], now).byToken.get('USDC')).toBe(100n);
  });

  it('caps a transfer by its own refunds and by its token, and counts a known wrong token in that token', () => {
    const transfers = [
      t('a', 'counted', 100n),
      t('b', 'excess', 40n),
      t('s', 'rejected', 5n, { reason: 'wrong_token', currency: 'SOL' }),
    ];
    const caps = refundableAmounts(transfers, [refund(30n, { transferId: 'b', status: 'PENDING' }), refund(135n)]);
    expect(caps.byToken.get('USDC')).toBe(0n);
    expect(caps.byToken.get('SOL')).toBe(5n);
    expect([...caps.byTransfer]).toEqual([
      ['a', 0n],
      ['b', 0n],
      ['s', 5n],
    ]);
    expect(refundableAmounts(transfers, [refund(30n, { transferId: 'b' })]).byTransfer.get('b')).toBe(10n);
  });

  it('counts a refund of the whole link against its destination’s transfers, in chain order (EVM in any case)', () => {
    const transfers = [
      t('a', 'counted', 100n, { payer: 'Cust' }),
      t('b', 'excess', 2n, { payer: '0xAbC' }),
      t('c', 'excess', 3n, { payer: '0xabc' }),
    ];
    const caps = refundableAmounts(transfers, [
      refund(4n, { status: 'PENDING', toAddress: '0xabc' }),
      refund(10n, { toAddress: 'Elsewhere' }),
    ]);
    expect(caps.byToken.get('USDC')).toBe(91n);
    expect([...caps.byTransfer]).toEqual([
      ['a', 91n],
      ['b', 0n],
      ['c', 1n],
    ]);
  });

  it('offers nothing of a token it cannot value', () => {
    const caps = refundableAmounts([t('u', 'rejected', 7n, { reason: 'wrong_token', currency: null })], []);
    expect(caps.byTransfer.get('u')).toBe(0n);
    expect(caps.byToken.size).toBe(0);
  });
});

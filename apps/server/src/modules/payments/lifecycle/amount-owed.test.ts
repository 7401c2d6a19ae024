import { describe, expect, it } from 'vitest';
import { owedShares } from './amount-owed';
import { owedRefund as refund, owedTransfer as t } from './owed-fixtures';

const link = (status: 'PENDING' | 'COMPLETED' | 'EXPIRED' | 'FAILED', price = 100n) => ({
  status,
  price,
  currency: 'USDC',
});

describe('what a link owes back', () => {
  it('owes the part of the counted transfers above the price, in chain order, once COMPLETED', () => {
    const shares = owedShares(link('COMPLETED'), [t('a', 'counted', 60n), t('b', 'counted', 70n)], []);
    expect(shares).toMatchObject({ owed: 30n, refunded: 0n, needsRefund: true });
    expect([...shares.byTransfer]).toEqual([
      ['a', 0n],
      ['b', 30n],
    ]);
  });

  it('owes nothing counted while open, everything counted once ended unpaid', () => {
    expect(owedShares(link('PENDING'), [t('a', 'counted', 60n)], [])).toMatchObject({ owed: 0n, needsRefund: false });
    expect(owedShares(link('FAILED'), [t('a', 'counted', 60n)], [])).toMatchObject({ owed: 60n, needsRefund: true });
    expect(owedShares(link('EXPIRED'), [t('a', 'counted', 60n)], [])).toMatchObject({ owed: 60n, needsRefund: true });
  });

  it('owes excess transfers and known wrong tokens whatever the status, never a transfer to someone else', () => {
    const shares = owedShares(
      link('PENDING'),
      [
        t('x', 'rejected', 5n, { reason: 'wrong_token', currency: 'SOL' }),
        t('y', 'rejected', 9n, { reason: 'wrong_recipient' }),
        t('z', 'rejected', null, { reason: 'transaction_failed' }),
      ],
      [],
    );
    expect([...shares.byTransfer]).toEqual([
      ['x', 5n],
      ['y', 0n],
      ['z', 0n],
    ]);
    // SOL is not the link's token: owed on its transfer, not in amountOwed.
    expect(shares).toMatchObject({ owed: 0n, needsRefund: true });
    expect(owedShares(link('COMPLETED'), [t('a', 'counted', 100n), t('b', 'excess', 100n)], [])).toMatchObject({
      owed: 100n,
    });
  });

  it('never owes a token it cannot value (spam sent with the reference), nor flags the link for it', () => {
    const shares = owedShares(
      link('COMPLETED'),
      [t('a', 'counted', 100n), t('u', 'rejected', 7n, { reason: 'wrong_token', currency: null })],
      [],
    );
    expect(shares).toMatchObject({ owed: 0n, needsRefund: false });
    expect(shares.byTransfer.get('u')).toBe(0n);
  });

  it('lowers what is owed by completed refunds only: of their transfer, or spread in chain order', () => {
    const transfers = [t('a', 'counted', 100n), t('b', 'excess', 40n), t('c', 'excess', 40n)];
    expect(owedShares(link('COMPLETED'), transfers, [refund(40n, { transferId: 'c' })]).byTransfer.get('c')).toBe(0n);
    const spread = owedShares(link('COMPLETED'), transfers, [
      refund(50n),
      refund(30n, { status: 'PENDING' }),
      refund(30n, { status: 'EXPIRED' }),
    ]);
    expect([...spread.byTransfer]).toEqual([
      ['a', 0n],
      ['b', 0n],
      ['c', 30n],
    ]);
    expect(spread).toMatchObject({ owed: 30n, refunded: 50n, needsRefund: true });
    // A full refund of a completed link: more refunded than was owed, nothing owed.
    expect(owedShares(link('COMPLETED'), [t('a', 'counted', 100n)], [refund(100n, { transferId: 'a' })])).toMatchObject(
      { owed: 0n, refunded: 100n, needsRefund: false },
    );
  });

  it('says whether refunds paid back part or all of what arrived in the link token (a duplicate refunded is partial)', () => {
    const paidTwice = [t('a', 'counted', 100n), t('b', 'excess', 100n)];
    expect(owedShares(link('COMPLETED'), paidTwice, []).refundState).toBeNull();
    expect(owedShares(link('COMPLETED'), paidTwice, [refund(100n, { status: 'PENDING' })]).refundState).toBeNull();
    expect(owedShares(link('COMPLETED'), paidTwice, [refund(100n, { transferId: 'b' })]).refundState).toBe(
      'partially_refunded',
    );
    expect(
      owedShares(link('COMPLETED'), paidTwice, [refund(100n, { transferId: 'b' }), refund(100n, { transferId: 'a' })])
        .refundState,
    ).toBe('refunded');
    // A token another than the link's neither counts as arrived nor as refunded.
    expect(
      owedShares(
        link('FAILED'),
        [t('a', 'counted', 60n), t('w', 'rejected', 5n, { reason: 'wrong_token', currency: 'SOL' })],
        [refund(60n)],
      ).refundState,
    ).toBe('refunded');
  });
});

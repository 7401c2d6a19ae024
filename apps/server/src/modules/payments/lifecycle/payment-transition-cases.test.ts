import { describe, expect, it } from 'vitest';
import {
  expiryEvent,
  heldUntilFinal,
  isRejectedValue,
  LIFECYCLE_EVENTS,
  PAYMENT_TRANSITIONS,
  reversalEvent,
  transferEvent,
  type LifecycleEvent,
} from './payment-transitions';

/** The rollbacks that undo a completion (reversed_still_paid leaves it paid). */
const ROLLBACKS: LifecycleEvent[] = ['reversed_open', 'reversed_ended_nothing', 'reversed_ended_underpaid'];

describe('classifying what happened', () => {
  const expiresAt = new Date('2026-11-22T12:00:00Z');
  const onTime = new Date('2026-11-22T12:00:00Z');
  const after = new Date('2026-11-22T12:00:01Z');

  it('tells partial, complete and over payments apart by the running total', () => {
    const link = { amount: 50n, received: 30n, status: 'PENDING', expiresAt } as const;
    expect(transferEvent(link, { outcome: 'counted', amount: 10n, blockTime: onTime })).toBe('counted_partial');
    expect(transferEvent(link, { outcome: 'counted', amount: 20n, blockTime: onTime })).toBe('counted_complete');
    expect(transferEvent(link, { outcome: 'counted', amount: 21n, blockTime: onTime })).toBe('counted_over');
    expect(transferEvent(link, { outcome: 'rejected', amount: 1000n, blockTime: onTime })).toBe('rejected');
  });

  it('decides late from the block time, whatever the state the link is recorded in', () => {
    const paid = { outcome: 'counted', amount: 50n } as const;
    for (const status of ['PENDING', 'EXPIRED', 'FAILED'] as const) {
      const link = { amount: 50n, received: 0n, status, expiresAt };
      expect(transferEvent(link, { ...paid, blockTime: onTime }), status).toBe('counted_complete');
      expect(transferEvent(link, { ...paid, blockTime: after }), status).toBe('late_complete');
      expect(transferEvent(link, { ...paid, amount: 10n, blockTime: after }), status).toBe('late_partial');
      expect(transferEvent(link, { ...paid, amount: 60n, blockTime: after }), status).toBe('late_over');
    }
    expect(
      transferEvent(
        { amount: 50n, received: 0n, status: 'EXPIRED', expiresAt },
        { outcome: 'rejected', amount: 50n, blockTime: after },
      ),
    ).toBe('rejected');
  });

  it('without a block time, counts a transfer late once the link is no longer PENDING', () => {
    const paid = { outcome: 'counted', amount: 50n, blockTime: null } as const;
    expect(transferEvent({ amount: 50n, received: 0n, status: 'PENDING', expiresAt }, paid)).toBe('counted_complete');
    expect(transferEvent({ amount: 50n, received: 0n, status: 'EXPIRED', expiresAt }, paid)).toBe('late_complete');
    expect(transferEvent({ amount: 50n, received: 10n, status: 'FAILED', expiresAt }, paid)).toBe('late_over');
  });

  it('expires with nothing, underpaid, or only rejected transfers of real value', () => {
    expect(expiryEvent(0n, false)).toBe('expiry_nothing');
    expect(expiryEvent(1n, true)).toBe('expiry_underpaid');
    expect(expiryEvent(0n, true)).toBe('expiry_rejected_value');
    expect(isRejectedValue({ reason: 'wrong_token', amount: 5n })).toBe(true);
    expect(isRejectedValue({ reason: 'wrong_recipient', amount: 1n })).toBe(true);
    expect(isRejectedValue({ reason: 'transaction_failed', amount: null })).toBe(false);
    expect(isRejectedValue({ reason: 'wrong_token', amount: 0n })).toBe(false);
    expect(isRejectedValue({ reason: 'already_used', amount: 5n })).toBe(false);
  });
});

describe('completion held until finality (a merchant completing at finality)', () => {
  it('holds every completing step CONFIRMED without an event, and completes it (payment.completed, then finalized) only when its transfers are final', () => {
    for (const from of ['PENDING', 'EXPIRED', 'FAILED'] as const) {
      for (const event of LIFECYCLE_EVENTS) {
        const step = PAYMENT_TRANSITIONS[from][event];
        const held = heldUntilFinal(step);
        if (step.to === 'COMPLETED')
          expect(held).toMatchObject({ to: 'CONFIRMED', event: null, outcome: 'counted', count: true });
        else expect(held).toBe(step);
      }
    }
    for (const event of LIFECYCLE_EVENTS.filter((e) => e !== 'transfers_final' && !ROLLBACKS.includes(e))) {
      const step = PAYMENT_TRANSITIONS.CONFIRMED[event];
      expect(step.to).toBe('CONFIRMED');
      expect(step.count).toBeUndefined();
    }
    expect(PAYMENT_TRANSITIONS.CONFIRMED.transfers_final).toMatchObject({
      to: 'COMPLETED',
      release: true,
      finalize: true,
      event: 'payment.completed',
    });
    expect(PAYMENT_TRANSITIONS.COMPLETED.transfers_final).toMatchObject({
      to: 'COMPLETED',
      finalize: true,
      event: null,
    });
    // Rolled back while held, it goes where a completed one would, silently: the merchant never heard it complete.
    for (const event of ROLLBACKS)
      expect(PAYMENT_TRANSITIONS.CONFIRMED[event]).toMatchObject({
        to: PAYMENT_TRANSITIONS.COMPLETED[event].to,
        reverse: true,
        event: null,
      });
  });

  it('rolls a completion back to where the link would be without it', () => {
    const link = { amount: 100n, expiresAt: new Date('2026-01-02T00:00:00Z') };
    const before = new Date('2026-01-01T00:00:00Z');
    const after = new Date('2026-01-03T00:00:00Z');
    expect(reversalEvent(link, 0n, before)).toBe('reversed_open');
    expect(reversalEvent(link, 40n, before)).toBe('reversed_open');
    expect(reversalEvent(link, 0n, after)).toBe('reversed_ended_nothing');
    expect(reversalEvent(link, 40n, after)).toBe('reversed_ended_underpaid');
    expect(reversalEvent(link, 100n, after)).toBe('reversed_still_paid');
    expect(PAYMENT_TRANSITIONS.COMPLETED.reversed_open.to).toBe('PENDING');
    expect(PAYMENT_TRANSITIONS.COMPLETED.reversed_ended_nothing.to).toBe('EXPIRED');
    expect(PAYMENT_TRANSITIONS.COMPLETED.reversed_ended_underpaid).toMatchObject({
      to: 'FAILED',
      failure: 'underpaid',
    });
    expect(PAYMENT_TRANSITIONS.COMPLETED.reversed_still_paid).toEqual({ to: 'COMPLETED', event: null });
  });
});

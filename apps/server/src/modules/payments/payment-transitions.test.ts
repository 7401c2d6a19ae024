import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentEventType, type PaymentStatus, type TransferOutcome } from '@paylink/shared';
import { expiryEvent, isRejectedValue, LIFECYCLE_EVENTS, PAYMENT_TRANSITIONS, transferEvent, type LifecycleEvent } from './payment-transitions';

type Expected = [to: PaymentStatus, outcome: TransferOutcome | undefined, event: PaymentEventType | null, extra?: Record<string, unknown>];

/** The whole lifecycle, written out once more by hand: every state and every event. */
const EXPECTED: Record<PaymentStatus, Record<LifecycleEvent, Expected>> = {
  PENDING: {
    counted_partial: ['PENDING', 'counted', 'payment.partially_paid', { count: true, failure: undefined }],
    counted_complete: ['COMPLETED', 'counted', 'payment.completed', { count: true, complete: { paidLate: false, overpaid: false } }],
    counted_over: ['COMPLETED', 'counted', 'payment.completed', { count: true, complete: { paidLate: false, overpaid: true } }],
    late_partial: ['FAILED', 'counted', 'payment.failed', { count: true, failure: 'underpaid' }],
    late_complete: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: true, overpaid: false } }],
    late_over: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: true, overpaid: true } }],
    rejected: ['PENDING', 'rejected', null],
    expiry_nothing: ['EXPIRED', undefined, 'payment.expired'],
    expiry_underpaid: ['FAILED', undefined, 'payment.failed', { failure: 'underpaid' }],
    expiry_rejected_value: ['FAILED', undefined, 'payment.failed', { failure: 'rejected_reason' }],
  },
  EXPIRED: {
    counted_partial: ['FAILED', 'counted', 'payment.failed', { count: true, failure: 'underpaid' }],
    counted_complete: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: false, overpaid: false } }],
    counted_over: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: false, overpaid: true } }],
    late_partial: ['FAILED', 'counted', 'payment.failed', { count: true, failure: 'underpaid' }],
    late_complete: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: true, overpaid: false } }],
    late_over: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: true, overpaid: true } }],
    rejected: ['EXPIRED', 'rejected', null],
    expiry_nothing: ['EXPIRED', undefined, null],
    expiry_underpaid: ['EXPIRED', undefined, null],
    expiry_rejected_value: ['EXPIRED', undefined, null],
  },
  FAILED: {
    counted_partial: ['FAILED', 'counted', 'payment.partially_paid', { count: true, failure: 'underpaid' }],
    counted_complete: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: false, overpaid: false } }],
    counted_over: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: false, overpaid: true } }],
    late_partial: ['FAILED', 'counted', 'payment.partially_paid', { count: true, failure: 'underpaid' }],
    late_complete: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: true, overpaid: false } }],
    late_over: ['COMPLETED', 'counted', 'payment.completed', { complete: { paidLate: true, overpaid: true } }],
    rejected: ['FAILED', 'rejected', null],
    expiry_nothing: ['FAILED', undefined, null],
    expiry_underpaid: ['FAILED', undefined, null],
    expiry_rejected_value: ['FAILED', undefined, null],
  },
  COMPLETED: {
    counted_partial: ['COMPLETED', 'excess', 'payment.excess_received', { count: undefined }],
    counted_complete: ['COMPLETED', 'excess', 'payment.excess_received', { count: undefined }],
    counted_over: ['COMPLETED', 'excess', 'payment.excess_received', { count: undefined }],
    late_partial: ['COMPLETED', 'excess', 'payment.excess_received', { count: undefined }],
    late_complete: ['COMPLETED', 'excess', 'payment.excess_received', { count: undefined }],
    late_over: ['COMPLETED', 'excess', 'payment.excess_received', { count: undefined }],
    rejected: ['COMPLETED', 'rejected', null],
    expiry_nothing: ['COMPLETED', undefined, null],
    expiry_underpaid: ['COMPLETED', undefined, null],
    expiry_rejected_value: ['COMPLETED', undefined, null],
  },
};

describe('payment transition table', () => {
  const cases = PAYMENT_STATUSES.flatMap((state) => LIFECYCLE_EVENTS.map((event) => [state, event] as const));

  it('has a step for every state and event', () => {
    expect(cases).toHaveLength(4 * 10);
    for (const [state, event] of cases) expect(PAYMENT_TRANSITIONS[state][event], `${state} + ${event}`).toBeDefined();
  });

  it.each(cases)('%s + %s', (state, event) => {
    const [to, outcome, emitted, extra = {}] = EXPECTED[state][event];
    const step = PAYMENT_TRANSITIONS[state][event];
    const { count, complete, failure } = step;
    expect({ to: step.to, outcome: step.outcome, event: step.event, count, complete, failure }).toEqual({
      to,
      outcome,
      event: emitted,
      count: outcome === 'counted' ? true : undefined,
      complete: undefined,
      failure: undefined,
      ...extra,
    });
  });

  it('never leaves COMPLETED and never fails a link before its expiry', () => {
    for (const event of LIFECYCLE_EVENTS) expect(PAYMENT_TRANSITIONS.COMPLETED[event].to).toBe('COMPLETED');
    expect(PAYMENT_TRANSITIONS.PENDING.rejected.to).toBe('PENDING');
    expect(PAYMENT_TRANSITIONS.PENDING.counted_partial.to).toBe('PENDING');
  });

  it('emits completed, failed and expired at most once along any path', () => {
    const once: PaymentEventType[] = ['payment.completed', 'payment.failed', 'payment.expired'];
    const walk = (state: PaymentStatus, seen: PaymentEventType[], depth: number) => {
      if (depth === 0) return;
      for (const event of LIFECYCLE_EVENTS) {
        const step = PAYMENT_TRANSITIONS[state][event];
        const emitted = step.event && once.includes(step.event) ? [...seen, step.event] : seen;
        expect(new Set(emitted).size, emitted.join(' → ')).toBe(emitted.length);
        walk(step.to, emitted, depth - 1);
      }
    };
    walk('PENDING', [], 5);
  });
});

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
    expect(transferEvent({ amount: 50n, received: 0n, status: 'EXPIRED', expiresAt }, { outcome: 'rejected', amount: 50n, blockTime: after })).toBe('rejected');
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

import { describe, expect, it } from 'vitest';
import { ONCE_PER_PAYMENT_EVENTS, PAYMENT_STATUSES, type PaymentEventType } from '@paylink/shared';
import type { LinkStatus } from '../schema';
import {
  expiryEvent,
  heldUntilFinal,
  isRejectedValue,
  LIFECYCLE_EVENTS,
  PAYMENT_TRANSITIONS,
  reversalEvent,
  transferEvent,
  type LifecycleEvent,
  type Step,
} from './payment-transitions';

/** A small seeded generator (mulberry32), so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

type Action =
  | { kind: 'transfer'; outcome: 'counted' | 'rejected'; amount: bigint; late: boolean; rejectedValue: boolean }
  | { kind: 'expiry' };

/** What a link looks like after a sequence of chain transfers and expiry runs, driven only by the table. */
interface Run {
  status: LinkStatus;
  received: bigint;
  excess: bigint;
  rejected: bigint;
  sent: bigint;
  rejectedValue: boolean;
  events: PaymentEventType[];
  completions: number;
}

const expiresAt = new Date('2026-11-22T12:00:00Z');
const onTime = new Date('2026-11-22T11:59:00Z');
const late = new Date('2026-11-22T12:01:00Z');

/** Applies each action the way apply-payment-transition.ts does: classify, look the step up, apply it. */
function play(
  amount: bigint,
  actions: Action[],
  check: (run: Run, step: Step, action: Action, before: Run) => void,
): Run {
  let run: Run = {
    status: 'PENDING',
    received: 0n,
    excess: 0n,
    rejected: 0n,
    sent: 0n,
    rejectedValue: false,
    events: [],
    completions: 0,
  };
  for (const action of actions) {
    const before = run;
    const event =
      action.kind === 'expiry'
        ? expiryEvent(run.received, run.rejectedValue)
        : transferEvent(
            { amount, received: run.received, status: run.status, expiresAt },
            { outcome: action.outcome, amount: action.amount, blockTime: action.late ? late : onTime },
          );
    const step = PAYMENT_TRANSITIONS[run.status][event];
    run = { ...run, status: step.to, events: step.event ? [...run.events, step.event] : run.events };
    if (action.kind === 'transfer') {
      run.sent += action.amount;
      if (step.outcome === 'counted') run.received += action.amount;
      else if (step.outcome === 'excess') run.excess += action.amount;
      else if (step.outcome === 'rejected') {
        run.rejected += action.amount;
        run.rejectedValue ||= action.rejectedValue;
      }
    }
    if (step.complete) run.completions += 1;
    check(run, step, action, before);
  }
  return run;
}

function generatedActions(rng: ReturnType<typeof random>, amount: bigint): Action[] {
  return Array.from({ length: 1 + rng.int(10) }, (): Action => {
    if (rng.int(5) === 0) return { kind: 'expiry' };
    const share = rng.pick([1n, amount / 3n, amount / 2n, amount - 1n, amount, amount + 1n, 2n * amount]);
    return {
      kind: 'transfer',
      outcome: rng.int(4) === 0 ? 'rejected' : 'counted',
      amount: share,
      late: rng.int(3) === 0,
      rejectedValue: rng.int(2) === 0,
    };
  });
}

const ONCE = new Set<PaymentEventType>(ONCE_PER_PAYMENT_EVENTS);
/** The rollbacks that undo a completion (reversed_still_paid leaves it paid). */
const ROLLBACKS: LifecycleEvent[] = ['reversed_open', 'reversed_ended_nothing', 'reversed_ended_underpaid'];
const SEQUENCES = 3000;

describe('payment transition table: properties over generated event sequences', () => {
  const sequences = Array.from({ length: SEQUENCES }, (_, seed) => {
    const rng = random(seed + 1);
    const amount = BigInt(3 + rng.int(1_000_000));
    return { seed: seed + 1, amount, actions: generatedActions(rng, amount) };
  });

  it('reaches every state from PENDING, through the table and through generated sequences', () => {
    const reached = new Set<LinkStatus>(['PENDING']);
    const queue: LinkStatus[] = ['PENDING'];
    for (let state = queue.shift(); state; state = queue.shift()) {
      for (const event of LIFECYCLE_EVENTS) {
        const { to } = PAYMENT_TRANSITIONS[state][event];
        if (!reached.has(to)) queue.push(to);
        reached.add(to);
      }
    }
    expect([...reached].sort()).toEqual([...PAYMENT_STATUSES].sort());
    const ended = new Set(sequences.map(({ amount, actions }) => play(amount, actions, () => {}).status));
    expect([...ended].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  // Issue 35: COMPLETED was absorbing. It still is for every transfer and for expiry; only a rollback of the transfer
  // that paid it (a reorg before finality, read by the finality job) undoes it, with payment.reversed, and then only
  // when what remains no longer pays it.
  it('lets terminal states absorb: COMPLETED changes only by a rollback (payment.reversed); expiry never moves or announces an ended link', () => {
    for (const event of LIFECYCLE_EVENTS) {
      const step = PAYMENT_TRANSITIONS.COMPLETED[event];
      if (ROLLBACKS.includes(event))
        expect({ reverse: step.reverse, event: step.event }, event).toEqual({
          reverse: true,
          event: 'payment.reversed',
        });
      else expect(step.to, event).toBe('COMPLETED');
    }
    for (const { seed, amount, actions } of sequences) {
      play(amount, actions, (run, step, action, before) => {
        if (before.status === 'COMPLETED') expect(run.status, `seed ${seed}`).toBe('COMPLETED');
        if (action.kind === 'expiry' && before.status !== 'PENDING')
          expect({ to: step.to, event: step.event }, `seed ${seed}`).toEqual({ to: before.status, event: null });
        // Only expiry or a late transfer ends an open link short; strangers' transfers never close it.
        if (before.status === 'PENDING' && run.status !== 'PENDING' && run.status !== 'COMPLETED') {
          expect(
            action.kind === 'expiry' || (action.kind === 'transfer' && action.late && action.outcome === 'counted'),
            `seed ${seed}`,
          ).toBe(true);
        }
      });
    }
  });

  it('never loses or double-counts money: every transfer lands in exactly one of counted, excess or rejected', () => {
    for (const { seed, amount, actions } of sequences) {
      const end = play(amount, actions, (run, step, action, before) => {
        if (action.kind === 'expiry') {
          expect(step.outcome, `seed ${seed}`).toBeUndefined();
          expect(run.received, `seed ${seed}`).toBe(before.received);
          return;
        }
        expect(step.outcome, `seed ${seed}: a transfer is always stored`).toBeDefined();
        expect(step.count === true, `seed ${seed}`).toBe(step.outcome === 'counted');
        // A link completes exactly when what it counted reaches its amount, and counts nothing after that.
        expect(run.status === 'COMPLETED', `seed ${seed}`).toBe(
          run.received >= amount || before.status === 'COMPLETED',
        );
        if (before.status === 'COMPLETED') expect(run.received, `seed ${seed}`).toBe(before.received);
        if (step.complete) expect(step.complete.overpaid, `seed ${seed}`).toBe(run.received > amount);
        if (step.failure === 'underpaid') expect(run.received > 0n && run.received < amount, `seed ${seed}`).toBe(true);
      });
      expect(end.received + end.excess + end.rejected, `seed ${seed}`).toBe(end.sent);
      expect(end.completions, `seed ${seed}`).toBe(end.status === 'COMPLETED' ? 1 : 0);
    }
  });

  it('emits each once-per-payment event at most once, and payment.expired only for a link that received nothing', () => {
    for (const { seed, amount, actions } of sequences) {
      const end = play(amount, actions, (run, step) => {
        if (step.event === 'payment.expired') expect(run.received, `seed ${seed}`).toBe(0n);
      });
      const once = end.events.filter((e) => ONCE.has(e));
      expect(new Set(once).size, `seed ${seed}: ${once.join(' → ')}`).toBe(once.length);
      expect(end.events.includes('payment.completed'), `seed ${seed}`).toBe(end.status === 'COMPLETED');
    }
  });

  it('holds the same along every path of up to four table events from each state, per round (a rollback starts a new one)', () => {
    const walk = (state: LinkStatus, seen: PaymentEventType[], depth: number) => {
      if (depth === 0) return;
      for (const event of LIFECYCLE_EVENTS) {
        const step = PAYMENT_TRANSITIONS[state][event];
        // A rollback starts a new round: its event and the next completion's are the new round's (payment_events.round).
        const round = step.reverse ? [] : seen;
        const emitted = step.event && ONCE.has(step.event) ? [...round, step.event] : round;
        expect(new Set(emitted).size, emitted.join(' → ')).toBe(emitted.length);
        walk(step.to, emitted, depth - 1);
      }
    };
    walk('PENDING', [], 4);
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

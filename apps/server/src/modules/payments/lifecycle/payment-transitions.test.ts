import { describe, expect, it } from 'vitest';
import { ONCE_PER_PAYMENT_EVENTS, PAYMENT_STATUSES, type PaymentEventType } from '@paylink/shared';
import type { LinkStatus } from '../schema';
import {
  expiryEvent,
  LIFECYCLE_EVENTS,
  PAYMENT_TRANSITIONS,
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

import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../deps';
import { runJobLoop } from './run-job-loop';

const deps = { log: pino({ level: 'silent' }), metrics: { jobRound: () => {} } } as unknown as Deps;
const HOUR = 3_600_000;

// The loop's timers are faked: each test counts rounds as the clock is moved, instead of sleeping and hoping.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('job loop', () => {
  it('runs a round when woken instead of waiting for its interval, and once more after a wake-up during a round', async () => {
    let rounds = 0;
    let release: () => void = () => {};
    let block = false;
    const loop = runJobLoop(
      deps,
      {
        id: 'test',
        handler: async () => {
          rounds += 1;
          if (block) await new Promise<void>((resolve) => (release = resolve));
          return { more: false };
        },
      },
      HOUR,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(1);

    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(2);

    block = true;
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(3);
    // Two wake-ups while the round runs: one more round after it, not two.
    block = false;
    loop.wake();
    loop.wake();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(4);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(rounds).toBe(4);
    // The interval stays the safety net.
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(5);

    await loop.stop();
    loop.wake();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(rounds).toBe(5);
  });
});

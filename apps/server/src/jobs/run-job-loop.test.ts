import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../deps';
import { runJobLoop } from './run-job-loop';

const deps = { log: pino({ level: 'silent' }) } as unknown as Deps;
const HOUR = 3_600_000;

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
    await expect.poll(() => rounds).toBe(1);

    loop.wake();
    await expect.poll(() => rounds).toBe(2);

    block = true;
    loop.wake();
    await expect.poll(() => rounds).toBe(3);
    // Two wake-ups while the round runs: one more round after it, not two.
    block = false;
    loop.wake();
    loop.wake();
    release();
    await expect.poll(() => rounds).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rounds).toBe(4);
    await loop.stop();
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rounds).toBe(4);
  });
});

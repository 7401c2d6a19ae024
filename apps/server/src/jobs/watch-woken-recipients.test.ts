import { describe, expect, it } from 'vitest';
import type { Deps } from '../deps';
import { watchWokenRecipientsJob } from './watch-payments';

const deps = {} as Deps;

/** A fake wake-up round that records which wallets it read and finishes when the test says so. */
function fakeRounds() {
  const rounds: { recipients: string[]; finish: () => void; fail: () => void }[] = [];
  const round = (_deps: Deps, recipients: string[]) =>
    new Promise<void>((resolve, reject) => {
      rounds.push({ recipients, finish: resolve, fail: () => reject(new Error('node down')) });
    });
  return { rounds, round };
}

describe('wake-up rounds of a network', () => {
  it('read a wallet woken during another wallet’s round at once, in a second round, not after the first', async () => {
    const { rounds, round } = fakeRounds();
    const job = watchWokenRecipientsJob('solana', round);
    job.add(['A']);
    const first = job.handler(deps);
    job.add(['B']);
    const second = job.handler(deps);
    expect(rounds.map((r) => r.recipients)).toEqual([['A'], ['B']]);
    rounds[1]!.finish();
    expect(await second).toEqual({ more: false });
    rounds[0]!.finish();
    expect(await first).toEqual({ more: false });
  });

  it('keep a wallet in one round at a time: woken again during its round, it is read after it, and no loop spins on it meanwhile', async () => {
    const { rounds, round } = fakeRounds();
    const job = watchWokenRecipientsJob('solana', round);
    job.add(['A']);
    const first = job.handler(deps);
    job.add(['A', 'B']);
    const second = job.handler(deps);
    expect(rounds.map((r) => r.recipients)).toEqual([['A'], ['B']]);
    rounds[1]!.finish();
    // A is still being read by the first round: the second loop has nothing of its own to run again.
    expect(await second).toEqual({ more: false });
    expect(await job.handler(deps)).toEqual({ more: false });
    expect(rounds).toHaveLength(2);
    rounds[0]!.finish();
    expect(await first).toEqual({ more: true });
    const third = job.handler(deps);
    expect(rounds[2]!.recipients).toEqual(['A']);
    rounds[2]!.finish();
    expect(await third).toEqual({ more: false });
  });

  it('keep the wallets of a failed round for the next one', async () => {
    const { rounds, round } = fakeRounds();
    const job = watchWokenRecipientsJob('solana', round);
    job.add(['A', 'B']);
    const failed = job.handler(deps);
    rounds[0]!.fail();
    await expect(failed).rejects.toThrow('node down');
    const retry = job.handler(deps);
    expect(rounds[1]!.recipients).toEqual(['A', 'B']);
    rounds[1]!.finish();
    expect(await retry).toEqual({ more: false });
  });
});

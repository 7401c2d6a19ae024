import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import type { Deps } from '../deps';
import { createTestDatabase } from '../test/test-database';
import { oneWorkerAWallet, watchWokenRecipientsJob } from './watch-payments';

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

describe('wake-up rounds of several worker processes', () => {
  let database: Database;
  beforeAll(async () => void (database = await createTestDatabase()));
  afterAll(() => database.close());
  /** A worker process's wake-up job: its own woken wallets, the wallets' locks in the shared database. */
  const worker = (round: ReturnType<typeof fakeRounds>['round']) =>
    watchWokenRecipientsJob('solana', oneWorkerAWallet('solana', round));

  it('read a woken wallet (alone, as on PGlite, its lock is free)', { tags: ['postgres'] }, async () => {
    const { rounds, round } = fakeRounds();
    const job = worker(round);
    job.add(['A']);
    const handled = job.handler({ db: database.db } as Deps);
    await vi.waitFor(() => expect(rounds).toHaveLength(1));
    expect(rounds[0]!.recipients).toEqual(['A']);
    rounds[0]!.finish();
    expect(await handled).toEqual({ more: false });
  });

  // Two workers in one process share no lock on PGlite (there is one process there): PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'two workers woken for the same wallet at once read it once: the second finds it taken and skips it',
    { tags: ['postgres'] },
    async () => {
      const { rounds, round } = fakeRounds();
      const workers = [worker(round), worker(round)];
      workers.forEach((w) => w.add(['A']));
      let settled = 0;
      const handled = workers.map((w) => w.handler({ db: database.db } as Deps).finally(() => (settled += 1)));
      // The worker holding A's lock reads it until the test finishes its round; the other ends without reading.
      await vi.waitFor(() => expect(settled).toBe(1));
      expect(rounds.map((r) => r.recipients)).toEqual([['A']]);
      rounds[0]!.finish();
      expect(await Promise.all(handled)).toEqual([{ more: false }, { more: false }]);
      expect(rounds).toHaveLength(1);
    },
  );

  // A lock's transaction keeps a pooled connection through the round: with one connection it would wait on itself.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a pool of one connection reads a woken wallet without its lock rather than wait on itself',
    { tags: ['postgres'] },
    async () => {
      const small = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 1 });
      try {
        const reads: string[][] = [];
        const job = watchWokenRecipientsJob(
          'solana',
          oneWorkerAWallet('solana', async (deps, recipients) => {
            await deps.db.execute(sql`select 1`);
            reads.push(recipients);
          }),
        );
        job.add(['A']);
        expect(await job.handler({ db: small.db } as Deps)).toEqual({ more: false });
        expect(reads).toEqual([['A']]);
      } finally {
        await small.close();
      }
    },
  );

  it(
    'two workers woken for different wallets at once read each (a lock is one wallet’s)',
    { tags: ['postgres'] },
    async () => {
      const { rounds, round } = fakeRounds();
      const [first, second] = [worker(round), worker(round)];
      first.add(['A']);
      second.add(['B']);
      const handled = [first.handler({ db: database.db } as Deps), second.handler({ db: database.db } as Deps)];
      await vi.waitFor(() => expect(rounds).toHaveLength(2));
      expect(rounds.map((r) => r.recipients).sort()).toEqual([['A'], ['B']]);
      rounds.forEach((r) => r.finish());
      expect(await Promise.all(handled)).toEqual([{ more: false }, { more: false }]);
    },
  );
});

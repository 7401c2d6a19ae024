import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  AccountRole,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  address as toAddress,
  type Address,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { payments, paymentTransfers } from '../schema';
import { watchBacklog } from '../../chains/solana/schema';
import { cursorsOf } from '../../chains/solana/solana-backlog';
import { BACKLOG_CAP_PER_ADDRESS, BUSY_HOLD_MS, REFERENCES_PER_BUSY_ADDRESS } from '../../chains/solana/busy-address';
import { startChainTestContext, watchTick, type WatchOverrides } from '../../../test/local-chain';
import { countingRpc } from '../../../test/counting-rpc';
import { bearer, signUp, type TestContext } from '../../../test/test-app';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

const tick = (overrides: WatchOverrides = {}) => watchTick(ctx, overrides);

/** The merchant of each wallet: an address belongs to one account (issue 29), so a wallet's links share their merchant. */
const merchantOf = new Map<string, Promise<{ token: string }>>();
async function merchantFor(walletAddress: string) {
  if (!merchantOf.has(walletAddress)) {
    merchantOf.set(
      walletAddress,
      signUp(ctx).then(async (m) => {
        await ctx.deps.db
          .update(merchantAccounts)
          .set({ transactionCredits: 50 })
          .where(eq(merchantAccounts.id, m.accountId));
        return m;
      }),
    );
  }
  return merchantOf.get(walletAddress)!;
}

async function newLink(amount: string, walletAddress = base58Encode(randomBytes(32))): Promise<Payment> {
  const m = await merchantFor(walletAddress);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount, walletAddress },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

const status = async (id: string) =>
  (await ctx.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status;
async function backlogOf(address: string): Promise<number> {
  const [row] = await ctx.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(watchBacklog)
    .where(eq(watchBacklog.address, address));
  return row!.n;
}

/** `count` unrelated transfers into `wallet` (faucet airdrops, 8 at a time), as an exchange hot wallet receives. */
async function flood(wallet: string, count: number) {
  let sent = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < count) {
        sent += 1;
        await ctx.deps.solanaRpc.requestAirdrop(toAddress(wallet), lamports(1_000_000n + BigInt(sent))).send();
      }
    }),
  );
}

describe('a busy recipient costs what its own links cost', () => {
  it("finds a flooded wallet's payments by reference, completes other merchants' links on the next tick, and stops scanning the wallet", async () => {
    const wallet = base58Encode(randomBytes(32));
    const first = await newLink('0.2', wallet);
    await tick();
    await flood(wallet, 2000);
    const other = await newLink('0.1');
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: other.paymentUrl });
    const paidFirst = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: first.paymentUrl });

    const counted = countingRpc(ctx.deps.solanaRpc);
    const report = await tick({ rpc: counted.rpc });
    expect(report.busyAddresses).toBe(1);
    expect(await status(other.id)).toBe('COMPLETED');
    // Found through its reference in the same tick; none of the 2,000 unrelated transactions was loaded.
    expect(await status(first.id)).toBe('COMPLETED');
    expect([...counted.fetched.keys()].sort()).toEqual([paidFirst.signature, (await transfersOf(other.id))[0]!].sort());
    expect(await backlogOf(wallet)).toBe(0);
    const cursor = (await cursorsOf(ctx.deps.db, [wallet])).get(wallet);
    expect(cursor!.busyUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(counted.listed.get(wallet)).toBe(1);

    // The wallet keeps receiving traffic and new links: it is never listed again while busy, never subscribed to,
    // and its links are read by reference, REFERENCES_PER_BUSY_ADDRESS per tick, least recently checked first.
    const more = await Promise.all(Array.from({ length: 12 }, (_, i) => newLink(`0.0${(i % 9) + 1}`, wallet)));
    await flood(wallet, 200);
    const last = more.at(-1)!;
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: last.paymentUrl });
    counted.take();
    const ticks: Record<string, number>[] = [];
    while ((await status(last.id)) === 'PENDING' && ticks.length < 5) {
      const r = await tick({ rpc: counted.rpc });
      expect(r.watched.has(wallet)).toBe(false);
      ticks.push(counted.take());
    }
    expect(await status(last.id)).toBe('COMPLETED');
    expect(ticks.length).toBeLessThanOrEqual(Math.ceil(13 / REFERENCES_PER_BUSY_ADDRESS));
    expect(counted.listed.get(wallet)).toBe(1);
    // Per tick: its links' references (a budget), the general sweep and the expiry read; no transaction of the flood.
    for (const calls of ticks) expect(calls.getTransaction ?? 0).toBeLessThanOrEqual(1);

    // A wake-up for the busy wallet costs no listing at all.
    const woken = await tick({ rpc: counted.rpc, onlyRecipients: [wallet] });
    expect(woken.busyAddresses).toBe(1);
    expect(counted.take()).toEqual({ getMultipleAccounts: 1 });

    // Once the hold is over and the traffic has stopped, one page is read and the wallet is scanned again.
    const later = await tick({ rpc: counted.rpc, now: () => new Date(Date.now() + BUSY_HOLD_MS + 60_000) });
    expect(later.busyAddresses).toBe(0);
    expect(later.watched.has(wallet)).toBe(true);
    expect(counted.listed.get(wallet)).toBe(2);
  }, 180_000);

  it('caps the backlog of a reference key flooded with junk, loses none of it, and holds back no one', async () => {
    const target = await newLink('0.3');
    const spammer = await generateKeyPairSigner();
    await ctx.deps.solanaRpc.requestAirdrop(spammer.address, lamports(10_000_000_000n)).send();
    const junk = BACKLOG_CAP_PER_ADDRESS + 100;
    // Anyone can read the reference from the QR and attach it to transfers between their own accounts.
    const { value: blockhash } = await ctx.deps.solanaRpc.getLatestBlockhash().send();
    let sent = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent < junk) {
          sent += 1;
          const ix = getTransferSolInstruction({ source: spammer, destination: spammer.address, amount: BigInt(sent) });
          const withReference = {
            ...ix,
            accounts: [...ix.accounts, { address: target.reference as Address, role: AccountRole.READONLY }],
          };
          const message = pipe(
            createTransactionMessage({ version: 0 }),
            (m) => setTransactionMessageFeePayerSigner(spammer, m),
            (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
            (m) => appendTransactionMessageInstructions([withReference], m),
          );
          const tx = await signTransactionMessageWithSigners(message);
          await ctx.deps.solanaRpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send();
        }
      }),
    );

    // The sweep lists the reference: never more than the cap waits in the backlog.
    let largest = 0;
    await tick({ referenceSweepSize: 100 });
    largest = Math.max(largest, await backlogOf(target.reference!));
    expect(largest).toBeLessThanOrEqual(BACKLOG_CAP_PER_ADDRESS);

    const other = await newLink('0.31');
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: other.paymentUrl });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: target.paymentUrl });
    await tick({ referenceSweepSize: 100 });
    expect(await status(other.id)).toBe('COMPLETED');
    expect(await status(target.id)).toBe('COMPLETED');

    // The junk is worked through a budget per tick, every transaction of it recorded (rejected), none lost.
    for (let i = 0; i < 30 && (await backlogOf(target.reference!)) > 0; i++) {
      await tick({ referenceSweepSize: 100 });
      largest = Math.max(largest, await backlogOf(target.reference!));
    }
    expect(largest).toBeLessThanOrEqual(BACKLOG_CAP_PER_ADDRESS);
    expect(await backlogOf(target.reference!)).toBe(0);
    const recorded = await ctx.deps.db
      .select({ outcome: paymentTransfers.outcome })
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentId, target.id));
    expect(recorded.filter((t) => t.outcome === 'rejected')).toHaveLength(junk);
    expect(recorded.filter((t) => t.outcome === 'counted')).toHaveLength(1);
  }, 180_000);
});

async function transfersOf(paymentId: string): Promise<string[]> {
  return (
    await ctx.deps.db
      .select({ signature: paymentTransfers.txId })
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentId, paymentId))
  ).map((t) => t.signature);
}

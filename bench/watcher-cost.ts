import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { inArray, sql } from 'drizzle-orm';
import { address, lamports } from '@solana/kit';
import { LOCAL_USDC_MINT, payTransferRequest, startLocalnet } from '@paylink/localnet';
import { base58Encode } from '@paylink/shared';
import { buildAppConfig } from '../apps/server/src/config/app-config.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { payments, watchBacklog } from '../apps/server/src/db/tables.ts';
import { createAccount } from '../apps/server/src/modules/accounts/create-account.ts';
import { readCursors } from '../apps/server/src/modules/chains/cursors.ts';
import { claimAddress } from '../apps/server/src/modules/wallets/claim-address.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { solanaPayUrl } from '../apps/server/src/modules/chains/solana/solana-pay-url.ts';
import { startWorker } from '../apps/server/src/worker.ts';
import { countingRpc } from '../apps/server/src/test/counting-rpc.ts';
import { loadAverage } from './product-setup';

// The cost of a busy recipient: LINKS open SOL links on one wallet that receives TRANSFERS_PER_MINUTE unrelated
// transfers (faucet airdrops from another account, as an exchange hot wallet receives deposits), the real worker
// watching (default settings, WebSocket wake-ups on) for SECONDS, every RPC call it makes counted by method.
// PAID of the links are paid during the run; each must complete.

const LINKS = Number(process.env.BENCH_LINKS ?? 100);
const TRANSFERS_PER_MINUTE = Number(process.env.BENCH_TRANSFERS_PER_MINUTE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PAID = Number(process.env.BENCH_PAID ?? 5);

const randomAddress = () => base58Encode(randomBytes(32));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const localnet = await startLocalnet({ port: 0 });
const chain = { rpcUrl: localnet.rpcUrl, wsUrl: localnet.wsUrl, local: true };
const database = await openDatabase({ kind: 'pglite' });
const config = buildAppConfig(loadEnv({ LOG_LEVEL: 'silent', USDC_MINT: LOCAL_USDC_MINT, DEV_OUTBOX: 'false' }), chain);
const deps = await createDeps(database, config, pino({ level: 'silent' }));
console.log(
  `watcher-cost bench: local chain ${localnet.rpcUrl}, in-memory PGlite, node ${process.version}, WATCH_INTERVAL_MS=${config.watchIntervalMs}, load average ${loadAverage()}`,
);

const { id: userId } = await createAccount(deps.db, {
  email: `bench-${Date.now()}@example.com`,
  verified: true,
  credits: null,
});
const wallet = randomAddress();
// The merchant's own wallet, claimed as saving it claims it: the watcher reads a link only while its merchant owns
// the wallet it pays (watch-network.ts), so links on an unclaimed wallet are never read.
await claimAddress(deps, userId, wallet);
await deps.solanaRpc.requestAirdrop(address(wallet), lamports(1_000_000_000n)).send();
const now = Date.now();
const links = Array.from({ length: LINKS }, (_, i) => {
  const id = newId('pay');
  const reference = randomAddress();
  const amount = `0.00${1000 + i}`;
  return {
    id,
    checkoutUrl: `/payment/${id}`,
    accountId: userId,
    label: `Order ${i}`,
    amount: 1_000_000n + BigInt(i) * 1_000n,
    currency: 'SOL',
    network: 'solana',
    asset: null,
    recipientAddress: wallet,
    reference,
    paymentUrl: solanaPayUrl({ recipient: wallet, amount, reference, label: 'Bench', memo: id }),
    expiresAt: new Date(now + 3_600_000),
    createdAt: new Date(now - LINKS + i),
    updatedAt: new Date(now),
  };
});
await deps.db.insert(payments).values(links);
console.log(
  `${LINKS} open SOL links on one wallet; ${TRANSFERS_PER_MINUTE} unrelated transfers a minute into it for ${SECONDS} s; ${PAID} links paid`,
);

const counted = countingRpc(deps.solanaRpc);
const worker = startWorker({ ...deps, solanaRpc: counted.rpc });
const start = performance.now();
const gapMs = 60_000 / TRANSFERS_PER_MINUTE;
let unrelated = 0;
let largestBacklog = 0;
const toPay = links.slice(0, PAID);
const payEvery = (SECONDS * 1000) / (PAID + 1);
let paid = 0;
/** Calls and seconds before the wallet was found busy, when it was. */
let beforeBusy: { calls: Record<string, number>; seconds: number; unrelated: number } | null = null;
while (performance.now() - start < SECONDS * 1000) {
  const due = Math.floor((performance.now() - start) / gapMs);
  while (unrelated < due) {
    unrelated += 1;
    await deps.solanaRpc.requestAirdrop(address(wallet), lamports(1_000n + BigInt(unrelated))).send();
  }
  if (paid < PAID && performance.now() - start >= payEvery * (paid + 1)) {
    await payTransferRequest({ rpcUrl: localnet.rpcUrl, url: toPay[paid]!.paymentUrl });
    paid += 1;
  }
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(watchBacklog);
  largestBacklog = Math.max(largestBacklog, row!.n);
  if (!beforeBusy) {
    const cursor = (await readCursors(deps.db, 'solana', [wallet])).get(wallet);
    if (cursor?.busyUntil)
      beforeBusy = { calls: counted.take(), seconds: (performance.now() - start) / 1000, unrelated };
  }
  await sleep(Math.max(5, gapMs / 2));
}
const seconds = (performance.now() - start) / 1000;
// The last payment's reference is read within ceil(LINKS / 10) ticks.
await sleep(Math.ceil(LINKS / 10) * config.watchIntervalMs + 2_000);
await worker.stop();
const busySeconds = (performance.now() - start) / 1000 - (beforeBusy?.seconds ?? 0);
const afterBusy = counted.take();
const cursor = (await readCursors(deps.db, 'solana', [wallet])).get(wallet);
const statuses = await deps.db
  .select({ status: payments.status })
  .from(payments)
  .where(
    inArray(
      payments.id,
      toPay.map((l) => l.id),
    ),
  );
const done = statuses.filter((p) => p.status === 'COMPLETED').length;

function rate(label: string, calls: Record<string, number>, phaseSeconds: number) {
  const total = Object.values(calls).reduce((a, b) => a + b, 0);
  const perMinute = (n: number) => Math.round((n * 60) / phaseSeconds);
  const byMethod = Object.fromEntries(Object.entries(calls).map(([m, n]) => [m, perMinute(n)]));
  console.log(
    `    ${label} (${phaseSeconds.toFixed(1)} s): ${total} RPC calls = ${perMinute(total)} per minute; by method per minute ${JSON.stringify(byMethod)}`,
  );
}
console.log(
  `    unrelated transfers sent: ${unrelated} in ${seconds.toFixed(1)} s (${((unrelated * 60) / seconds).toFixed(0)} a minute)`,
);
if (beforeBusy) {
  console.log(
    `    found busy after ${beforeBusy.seconds.toFixed(1)} s and ${beforeBusy.unrelated} unrelated transfers`,
  );
  rate('scanning the wallet, before it was found busy', beforeBusy.calls, beforeBusy.seconds);
}
rate(beforeBusy ? 'busy: links found by reference' : 'never found busy', afterBusy, busySeconds);
console.log(`    getTransaction for distinct signatures: ${counted.fetched.size} (${counted.refetches()} repeated)`);
console.log(
  `    wallet listed with getSignaturesForAddress: ${counted.listed.get(wallet) ?? 0} times; busy until ${cursor?.busyUntil?.toISOString() ?? 'never'}`,
);
console.log(`    largest backlog (all addresses): ${largestBacklog} rows`);
console.log(`    paid links completed: ${done} of ${toPay.length}`);
console.log(`load average at end: ${loadAverage()}`);
await deps.notifier.close();
await database.close();
await localnet.close();
// Some client of the worker's keeps a handle open once all is closed: exit as localnet.ts does.
process.exit(done === toPay.length ? 0 : 1);

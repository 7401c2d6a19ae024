import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { LOCAL_USDC_MINT, payTransferRequest, startLocalnet } from '@paylink/localnet';
import { base58Encode } from '@paylink/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { buildAppConfig } from '../apps/server/src/config/app-config.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { payments } from '../apps/server/src/db/tables.ts';
import { createAccount } from '../apps/server/src/modules/accounts/create-account.ts';
import { claimAddress } from '../apps/server/src/modules/wallets/claim-address.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { changeCredits } from '../apps/server/src/modules/credits/change-credits.ts';
import { watchSolanaPayments } from '../apps/server/src/test/solana-watch-round.ts';
import { startWorker } from '../apps/server/src/worker.ts';
import { countingRpc } from '../apps/server/src/test/counting-rpc.ts';
import { jsonApi } from './json-api.ts';
import { loadAverage } from './product-setup';

// (a) Confirmation-to-API latency: links created through the API, paid on the local chain, the real worker
//     watching; time from payTransferRequest resolving (transfer confirmed) to the public API saying COMPLETED.
// (b) Watcher cost at scale: N pending links across W recipient wallets inserted directly, then watchSolanaPayments
//     ticks with RPC calls counted by method and tick duration, then the real worker (default settings,
//     WebSocket wake-ups on) left idle for a while: RPC calls per minute.

const PART = process.env.BENCH_PART ?? 'all'; // a | b | all
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 100);
const PAY_CONCURRENCY = Number(process.env.BENCH_PAY_CONCURRENCY ?? 4);
const WATCH_INTERVAL_MS = process.env.BENCH_WATCH_INTERVAL_MS ?? '1000';
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 20);
const PENDING = Number(process.env.BENCH_PENDING ?? 10_000);
const WALLETS = Number(process.env.BENCH_WALLETS ?? 100);
const TICKS = Number(process.env.BENCH_TICKS ?? 2);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

const randomAddress = () => base58Encode(randomBytes(32));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(0).padStart(6);
  return `p50 ${f(percentile(s, 50))} ms  p95 ${f(percentile(s, 95))} ms  max ${f(s.at(-1) ?? NaN)} ms  (n=${s.length})`;
}

async function pool<T>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

const localnet = await startLocalnet({ port: 0 });
const chain = { rpcUrl: localnet.rpcUrl, wsUrl: localnet.wsUrl, local: true };
console.log(
  `verification bench: local chain ${localnet.rpcUrl}, in-memory PGlite, node ${process.version}, load average ${loadAverage()}`,
);

if (PART === 'a' || PART === 'all') await confirmationLatency();
if (PART === 'b' || PART === 'all') await tickCost();
await localnet.close();

async function confirmationLatency() {
  const database = await openDatabase({ kind: 'pglite' });
  const config = buildAppConfig(
    loadEnv({
      REQUIRE_EMAIL_VERIFICATION: 'false',
      DEV_OUTBOX: 'false',
      LOG_LEVEL: 'silent',
      WATCH_INTERVAL_MS,
      USDC_MINT: LOCAL_USDC_MINT,
    }),
    chain,
  );
  const deps = await createDeps(database, config, pino({ level: 'silent' }));
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const api = jsonApi(base);

  const { token, user } = await api<{ token: string; user: { id: string } }>('POST', '/api/auth/register', {
    email: `bench-${Date.now()}@example.com`,
    password: 'Str0ngPassw0rd',
  });
  await api('PUT', '/api/auth/wallet', { walletAddress: randomAddress() }, token);
  await deps.db.transaction((tx) =>
    changeCredits(tx, { accountId: user.id, delta: PAYMENTS + 10, reason: 'admin_adjustment' }),
  );

  type Link = { id: string; solanaPayUrl: string; currency: string };
  const links: Link[] = [];
  const createStart = performance.now();
  for (let i = 0; i < PAYMENTS; i++) {
    const body =
      i % 2 === 0
        ? { amount: `0.${String(1000 + i)}`, label: `Order ${i}` }
        : { amount: `${1 + i}.25`, currency: 'USDC', label: `Order ${i}` };
    links.push((await api<{ payment: Link }>('POST', '/api/payments/payment-link', body, token)).payment);
  }
  console.log(
    `\n(a) ${PAYMENTS} links (half SOL, half USDC) created through the API in ${((performance.now() - createStart) / 1000).toFixed(1)} s`,
  );

  const counted = countingRpc(deps.solanaRpc);
  const worker = startWorker({ ...deps, solanaRpc: counted.rpc });
  const workerStart = performance.now();

  const toApi: number[] = [];
  const toNotify: number[] = [];
  const transfer: number[] = [];
  let notCompleted = 0;
  const confirmedAt = new Map<string, number>();
  const notified = new Map<string, number>();
  const unsubscribes: (() => void)[] = [];
  const payStart = performance.now();
  await pool(links, PAY_CONCURRENCY, async (link) => {
    unsubscribes.push(
      deps.notifier.subscribe(link.id, () => notified.set(link.id, notified.get(link.id) ?? performance.now())),
    );
    const sent = performance.now();
    const paid = await payTransferRequest({ rpcUrl: localnet.rpcUrl, url: link.solanaPayUrl });
    const confirmed = performance.now();
    transfer.push(confirmed - sent);
    if (paid.err) throw new Error(`transfer for ${link.id} failed on chain: ${JSON.stringify(paid.err)}`);
    for (;;) {
      const { status } = await api<{ status: string }>('GET', `/api/payments/${link.id}`);
      if (status === 'COMPLETED') break;
      if (status !== 'PENDING' || performance.now() - confirmed > 30_000) {
        notCompleted += 1;
        console.log(`  ${link.id}: status ${status} after ${(performance.now() - confirmed).toFixed(0)} ms`);
        break;
      }
      await sleep(POLL_MS);
    }
    toApi.push(performance.now() - confirmed);
    confirmedAt.set(link.id, confirmed);
  });
  const elapsed = (performance.now() - payStart) / 1000;
  // The watcher notifies at the end of its tick, which can be after the API already shows COMPLETED.
  await sleep(Number(WATCH_INTERVAL_MS) * 3);
  unsubscribes.forEach((u) => u());
  for (const [id, at] of notified) toNotify.push(at - confirmedAt.get(id)!);
  await worker.stop();
  const calls = counted.take();
  const workerSeconds = (performance.now() - workerStart) / 1000;

  console.log(
    `    paid ${PAYMENTS} links, ${PAY_CONCURRENCY} at a time, in ${elapsed.toFixed(1)} s; worker interval ${WATCH_INTERVAL_MS} ms; API polled every ${POLL_MS} ms`,
  );
  console.log(`    transfer send→confirmed         ${summary(transfer)}`);
  console.log(`    confirmed → worker notify       ${summary(toNotify)}   (notify fires at the end of the tick)`);
  console.log(`    confirmed → API says COMPLETED  ${summary(toApi)}`);
  if (notCompleted > 0) console.log(`    NOT COMPLETED within 30 s: ${notCompleted}`);
  const totalCalls = Object.values(calls).reduce((a, b) => a + b, 0);
  console.log(
    `    worker RPC calls over ${workerSeconds.toFixed(1)} s: ${totalCalls} (${(totalCalls / workerSeconds).toFixed(0)}/s) ${JSON.stringify(calls)}`,
  );
  console.log(`    getTransaction repeated for an already-fetched signature: ${counted.refetches()}`);

  await app.close();
  await deps.notifier.close();
  await database.close();
}

async function tickCost() {
  const database = await openDatabase({ kind: 'pglite' });
  const config = buildAppConfig(
    loadEnv({ LOG_LEVEL: 'silent', USDC_MINT: LOCAL_USDC_MINT, DEV_OUTBOX: 'false' }),
    chain,
  );
  const deps = await createDeps(database, config, pino({ level: 'silent' }));
  const { id: userId } = await createAccount(deps.db, {
    email: `bench-${Date.now()}@example.com`,
    verified: true,
    credits: null,
  });

  const wallets = Array.from({ length: WALLETS }, randomAddress);
  // The merchant's own wallets: the watcher reads a link only while its merchant owns the wallet it pays.
  for (const wallet of wallets) await claimAddress(deps, userId, wallet);
  const placeholderUrl = `solana:${wallets[0]}?amount=1&reference=${randomAddress()}&label=Bench&memo=${newId('pay')}`;
  const now = Date.now();
  const insertStart = performance.now();
  const BATCH = 500;
  let usdc = 0;
  for (let done = 0; done < PENDING; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, PENDING - done) }, (_, k) => {
      const i = done + k;
      const isUsdc = Math.random() < 0.5;
      if (isUsdc) usdc += 1;
      const id = newId('pay');
      return {
        id,
        checkoutUrl: `/payment/${id}`,
        accountId: userId,
        label: `Order ${i}`,
        amount: BigInt(1_000_000 + i),
        currency: isUsdc ? 'USDC' : 'SOL',
        network: 'solana',
        mint: isUsdc ? LOCAL_USDC_MINT : null,
        recipientAddress: wallets[i % WALLETS]!,
        reference: randomAddress(),
        paymentUrl: placeholderUrl,
        expiresAt: new Date(now + 3_600_000 + i),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      };
    });
    await deps.db.insert(payments).values(rows);
  }
  console.log(
    `\n(b) inserted ${PENDING} pending links (${usdc} USDC, ${PENDING - usdc} SOL) across ${WALLETS} recipient wallets in ` +
      `${((performance.now() - insertStart) / 1000).toFixed(1)} s`,
  );

  const counted = countingRpc(deps.solanaRpc);
  for (let t = 1; t <= TICKS; t++) {
    const start = performance.now();
    const report = await watchSolanaPayments(deps.db, {
      rpc: counted.rpc,
      commitment: 'confirmed',
      lateWindowMs: config.latePaymentWindowMs,
    });
    const ms = performance.now() - start;
    console.log(
      `    tick ${t}: ${ms.toFixed(0)} ms, rpcCalls ${report.rpcCalls}, watchedPayments ${report.watchedPayments}, ` +
        `watchedAddresses ${report.watchedAddresses}, changed ${report.changed.length}, by method ${JSON.stringify(counted.take())}`,
    );
  }

  const worker = startWorker({ ...deps, solanaRpc: counted.rpc });
  await sleep(IDLE_SECONDS * 1000);
  await worker.stop();
  const idle = counted.take();
  const idleCalls = Object.values(idle).reduce((a, b) => a + b, 0);
  console.log(
    `    idle worker (WATCH_INTERVAL_MS=${config.watchIntervalMs}, WebSocket wake-ups on) for ${IDLE_SECONDS} s: ${idleCalls} RPC calls = ` +
      `${((idleCalls * 60) / IDLE_SECONDS).toFixed(0)} per minute (${(((idle.getMultipleAccounts ?? 0) * 60) / IDLE_SECONDS / Math.ceil((WALLETS * 2) / 100)).toFixed(0)} ticks per minute); ${JSON.stringify(idle)}`,
  );
  await deps.notifier.close();
  await database.close();
}
console.log(`load average at end: ${loadAverage()}`);

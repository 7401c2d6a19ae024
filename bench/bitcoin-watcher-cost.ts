import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { HDKey } from '@scure/bip32';
import { bitcoinTestWallet, startBitcoinLocalnet } from '@paylink/bitcoin-localnet';
import { BITCOIN_ACCOUNT_KEY_VERSIONS } from '@paylink/shared';
import { buildAppConfig } from '../apps/server/src/config/app-config.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { merchantAccounts } from '../apps/server/src/db/tables.ts';
import { createAccount } from '../apps/server/src/modules/accounts/create-account.ts';
import { eq } from 'drizzle-orm';
import { chainAdapters } from '../apps/server/src/modules/chains/chain-adapters.ts';
import { createPaymentLink } from '../apps/server/src/modules/payments/links/create-payment-link.ts';
import { watchNetwork } from '../apps/server/src/modules/payments/lifecycle/watch-network.ts';
import { unmatchedInbox } from '../apps/server/src/modules/unmatched-transfers/list-unmatched-transfer.ts';

// The Esplora requests of the Bitcoin watcher (the cost model in docs/architecture.md): KEYED open links with an
// address each (account key) and SHARED open links on one saved address, PAID of the keyed ones paid, ROUNDS rounds
// on the local regtest chain through its Esplora API, as production reads mempool.space.

const KEYED = Number(process.env.BENCH_KEYED ?? 50);
const SHARED = Number(process.env.BENCH_SHARED ?? 50);
const PAID = Number(process.env.BENCH_PAID ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const chain = await startBitcoinLocalnet({ port: 0 });
const database = await openDatabase({ kind: 'pglite' });
const env = loadEnv({
  LOG_LEVEL: 'silent',
  DEV_OUTBOX: 'false',
  BITCOIN_ESPLORA_URL: chain.esploraUrl,
  BITCOIN_NETWORK: 'regtest',
});
const config = buildAppConfig(env, { rpcUrl: 'http://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:1', local: true });
const deps = await createDeps(database, config, pino({ level: 'silent' }));
const { public: pub, private: priv } = BITCOIN_ACCOUNT_KEY_VERSIONS.tpub;
const btcXpub = HDKey.fromMasterSeed(randomBytes(32), { public: pub, private: priv }).derive(
  "m/84'/1'/0'",
).publicExtendedKey;
const btcAddress = bitcoinTestWallet(chain.esploraUrl).address;
const { id } = await createAccount(deps.db, {
  email: `bench-${Date.now()}@example.com`,
  verified: true,
  credits: { delta: KEYED + SHARED, reason: 'admin_adjustment' },
});
await deps.db.update(merchantAccounts).set({ btcAddress, btcXpub }).where(eq(merchantAccounts.id, id));
const merchant = { id, walletAddress: null, btcAddress, btcXpub };
const body = { network: 'bitcoin', currency: 'BTC', amount: '0.001', label: 'Bench' };
const keyed = [];
for (let i = 0; i < KEYED; i++) keyed.push((await createPaymentLink(deps, merchant, body)).payment);
for (let i = 0; i < SHARED; i++)
  await createPaymentLink(deps, merchant, { ...body, walletAddress: merchant.btcAddress });
const customer = bitcoinTestWallet(chain.esploraUrl);
await customer.fund(100_000_000n);
await chain.mine(1);
for (const link of keyed.slice(0, PAID)) await customer.pay(link.recipientAddress, 100_000n);
await chain.mine(1);

const adapter = chainAdapters({
  solanaRpc: deps.solanaRpc,
  commitment: 'confirmed',
  evm: {},
  evmConfig: {},
  bitcoin: deps.bitcoin,
}).get('bitcoin')!;
const interval = config.bitcoin!.watchIntervalMs;
console.log(
  `bitcoin-watcher-cost bench: ${KEYED} links with an address each, ${SHARED} on one saved address, ${PAID} paid; BITCOIN_WATCH_INTERVAL_MS=${interval}`,
);
for (let round = 1; round <= ROUNDS; round++) {
  const before = deps.bitcoin!.esplora.calls();
  const report = await watchNetwork(deps.db, adapter, {
    inbox: unmatchedInbox,
    lateWindowMs: config.latePaymentWindowMs,
  });
  const calls = deps.bitcoin!.esplora.calls() - before;
  console.log(
    `round ${round}: ${calls} Esplora requests for ${report.watchedAddresses} addresses (${report.changed.length} links completed)`,
  );
}
const perRound = Math.round(deps.bitcoin!.esplora.calls() / ROUNDS);
console.log(
  `≈ ${perRound} requests per round, ${((perRound * 60_000) / interval).toFixed(0)} per minute; per open link with its own address: ${(60_000 / interval).toFixed(1)} per minute`,
);
await database.close();
await chain.close();

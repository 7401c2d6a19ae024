import { existsSync } from 'node:fs';
import path from 'node:path';
import { EVM_NETWORK_INFO, EVM_NETWORKS } from '@paylink/shared';
import { startEvmLocalnet, startLocalnet, type EvmLocalnet, type Localnet } from '@paylink/localnet';
import { startBitcoinLocalnet, type BitcoinLocalnet } from '@paylink/bitcoin-localnet';
import { buildAppConfig, type EvmLocalChains } from './config/app-config';
import { wantsBitcoinLocalChain, wantsEvmLocalChain } from './config/chain-config';
import { ConfigError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { createDeps } from './create-deps';
import { promoteAdminEmail } from './modules/accounts/promote-admin-email';
import { buildApp } from './app';
import { buildLandingServer } from './landing-server';
import { createLogger } from './logger';
import { seedDemoMerchant } from './modules/accounts/seed-demo-merchant';
import { fillCheckoutUrls } from './modules/payments/links/fill-checkout-urls';
import { fundLocalSponsor } from './modules/transaction-requests/fund-local-sponsor';
import { sponsorBalance } from './modules/transaction-requests/sponsor-balance';
import { fundLocalRelayer } from './modules/x402/fund-local-relayer';
import { relayerBalance } from './modules/x402/relayer-balance';
import { startWorker } from './worker';
import { buildWorkerApp } from './worker-app';
import { serverPath } from './lib/server-root';

function roleFromArgs(fallback: 'all' | 'api' | 'worker') {
  const arg = process.argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);
  if (arg && !['all', 'api', 'worker'].includes(arg))
    throw new ConfigError(`Invalid --role "${arg}": use all, api or worker`);
  return (arg as 'all' | 'api' | 'worker' | undefined) ?? fallback;
}

/** Starts the product: local chains (Solana when no SOLANA_RPC_URL; Ethereum and Base when their RPC URL is unset; Bitcoin regtest when neither SOLANA_RPC_URL nor BITCOIN_ESPLORA_URL), database with migrations, API + web + landing page, worker. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  const role = roleFromArgs(env.ROLE);
  if (role !== 'all' && !env.DATABASE_URL) {
    throw new ConfigError(
      `--role=${role} needs DATABASE_URL: the embedded database lives inside one process, so API and worker cannot be split without PostgreSQL`,
    );
  }
  const log = createLogger(env.LOG_LEVEL, process.stdout.isTTY);

  let localnet: Localnet | undefined;
  if (!env.SOLANA_RPC_URL) {
    // A slot every 400 ms, as on a real cluster: payments become final (32 slots) about 13 s after they land.
    localnet = await startLocalnet({
      port: env.LOCALNET_PORT,
      dataDir: path.join(path.resolve(env.DATA_DIR), 'localnet'),
      slotIntervalMs: 400,
    });
    log.info(`local Solana chain: RPC ${localnet.rpcUrl}  WebSocket ${localnet.wsUrl}`);
  }
  const rpcUrl = env.SOLANA_RPC_URL ?? localnet!.rpcUrl;
  const wsUrl = env.SOLANA_WS_URL ?? localnet?.wsUrl ?? rpcUrl.replace(/^http/, 'ws');
  // One Anvil per network of EVM_LOCAL_NETWORKS without an RPC URL, on EVM_LOCALNET_PORT plus its row's index
  // (Ethereum 8545, Base 8546, Polygon 8547, Arbitrum 8548, OP Mainnet 8549).
  const evmLocalnets: EvmLocalnet[] = [];
  const evmLocal: EvmLocalChains = {};
  for (const [i, network] of EVM_NETWORKS.entries()) {
    if (!wantsEvmLocalChain(env, network)) continue;
    // Anvil's finalized tag trails its head by 64 blocks: its block clock carries a payment there (about 2 min at 2 s).
    const chain = await startEvmLocalnet({
      port: env.EVM_LOCALNET_PORT + i,
      chainId: EVM_NETWORK_INFO[network].chainId,
      dataDir: path.join(path.resolve(env.DATA_DIR), 'evm'),
      blockIntervalMs: env.EVM_LOCALNET_BLOCK_SECONDS * 1000,
    });
    evmLocalnets.push(chain);
    evmLocal[network] = { rpcUrl: chain.rpcUrl, usdcAddress: chain.usdcAddress };
    const tokens = [`USDC ${chain.usdcAddress}`, ...chain.tokens.map((t) => `${t.symbol} ${t.contract}`)].join(', ');
    log.info(`local ${network} chain (Anvil, chain id ${chain.chainId}): RPC ${chain.rpcUrl}  test tokens: ${tokens}`);
  }
  let bitcoinLocalnet: BitcoinLocalnet | undefined;
  if (wantsBitcoinLocalChain(env)) {
    bitcoinLocalnet = await startBitcoinLocalnet({
      port: env.BITCOIN_LOCALNET_PORT,
      dataDir: path.join(path.resolve(env.DATA_DIR), 'bitcoin'),
      blockSeconds: env.BITCOIN_LOCALNET_BLOCK_SECONDS,
    });
    log.info(
      `local Bitcoin regtest chain: Esplora API ${bitcoinLocalnet.esploraUrl} (a block every ${env.BITCOIN_LOCALNET_BLOCK_SECONDS} s while transactions wait)`,
    );
  }
  const config = buildAppConfig(
    env,
    { rpcUrl, wsUrl, local: localnet !== undefined },
    evmLocal,
    bitcoinLocalnet ? { esploraUrl: bitcoinLocalnet.esploraUrl } : null,
  );

  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), worker: env.PGLITE_WORKER },
  );
  log.info(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`}, migrated`,
  );
  const deps = await createDeps(database, config, log);
  const filled = await fillCheckoutUrls(deps.db, config.appUrl);
  if (filled > 0) log.info(`checkout URLs: ${filled} older links now on ${config.appUrl}`);
  // Loads the sponsor key now (a malformed SOLANA_FEE_PAYER_SECRET_KEY stops the start) and funds it on the local chain.
  await fundLocalSponsor(deps);
  const sponsor = await sponsorBalance(deps);
  if (!sponsor) log.info('transaction requests: no SOLANA_FEE_PAYER_SECRET_KEY, customers pay their own network fees');
  else if (sponsor.low)
    log.warn(`transaction-request fee sponsor ${sponsor.address} holds ${sponsor.lamports} lamports: top it up`);
  else log.info(`transaction-request fee sponsor ${sponsor.address}: ${sponsor.lamports} lamports`);
  await fundLocalRelayer(deps);
  const relayer = await relayerBalance(deps);
  if (!relayer) log.info('x402: no EVM_RELAYER_PRIVATE_KEY, links on EVM networks take no x402 payments');
  else
    log[relayer.low ? 'warn' : 'info'](
      `x402 relayer ${relayer.address}: ${JSON.stringify(Object.fromEntries(Object.entries(relayer.balances).map(([n, wei]) => [n, wei?.toString() ?? null])))} wei${relayer.low ? ': top it up' : ''}`,
    );
  if (!config.offline && !config.appUrl.startsWith('https:'))
    log.warn('APP_URL is not https: wallets refuse Solana Pay transaction requests over http');
  if (config.offline) {
    const demo = await seedDemoMerchant(database.db);
    log.info(`demo merchant (active STARTER plan, API access): ${demo.email} / ${demo.password}`);
  }
  // Only where a verified address means a proven one (see promoteAdminIfVerified).
  if (
    config.requireEmailVerification &&
    (await deps.db.transaction((tx) => promoteAdminEmail(tx, config.adminEmail)))
  ) {
    log.info(`ADMIN_EMAIL: ${config.adminEmail} is now an admin`);
  }

  const stops: (() => Promise<void>)[] = [];
  if (role === 'all' || role === 'api') {
    const app = await buildApp(deps, { webDist: serverPath('..', 'web', 'dist') });
    await app.listen({ port: env.PORT, host: env.HOST });
    stops.push(() => app.close());
    const landing = await buildLandingServer({ root: serverPath('..', 'landing'), app, config, log });
    await landing.listen({ port: env.LANDING_PORT, host: env.HOST });
    stops.push(() => landing.close());
    log.info(
      `Paylink is running: landing page ${config.landingUrl}  app ${config.appUrl}  (API health: ${config.appUrl}/api/health)`,
    );
  }
  if (role === 'all' || role === 'worker') {
    const worker = startWorker(deps);
    stops.push(() => worker.stop());
    log.info('background worker started');
  }
  if (role === 'worker') {
    const ops = await buildWorkerApp(deps);
    await ops.listen({ port: env.PORT, host: env.HOST });
    stops.push(() => ops.close());
    log.info(
      `worker health on port ${env.PORT}: /api/health/live, /api/health/ready${config.metricsToken ? ', /metrics' : ''}`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    for (const stop of stops.reverse())
      await stop().catch((err: unknown) => log.error({ err }, 'shutdown step failed'));
    await deps.notifier.close();
    await deps.rateLimits.close();
    await database.close();
    await localnet?.close();
    for (const chain of evmLocalnets) await chain.close();
    await bitcoinLocalnet?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});

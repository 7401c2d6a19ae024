import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/app-config';
import type { Db } from './db/client';
import type { SessionCache } from './modules/accounts/session-cache';
import type { Metrics } from './modules/metrics/metrics';
import type { SolanaRpc } from './modules/chains/solana/solana-rpc';
import type { EvmClients } from './modules/chains/evm/evm-clients';
import type { EvmChainGuard } from './modules/chains/evm/evm-chain-guard';
import type { EsploraClient } from './modules/chains/bitcoin/esplora-client';
import type { BitcoinConfig } from './config/app-config';
import type { Mailer } from './modules/email/mailer';
import type { PaymentNotifier } from './modules/payments/lifecycle/payment-notifier';
import type { RateLimits } from './modules/rate-limits/rate-limits';
import type { PriceSource } from './modules/pricing/price-source';
import type { SponsorLoader } from './modules/transaction-requests/sponsor-key';
import type { RelayerLoader } from './modules/x402/relayer-key';
import type { Clock } from './lib/clock';

/** Everything a use case may need, passed explicitly (no container): database, settings, mail, chain, signing key, log. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  jwtKey: Uint8Array;
  log: FastifyBaseLogger;
  solanaRpc: SolanaRpc;
  /** JSON-RPC clients of the offered EVM networks. */
  evm: EvmClients;
  /** Which of them answer with their configured chain id: only those are watched. */
  evmChains: EvmChainGuard;
  /** Bitcoin's Esplora API (BITCOIN_ESPLORA_URL or the local regtest chain) and settings; null when Bitcoin is not offered. */
  bitcoin: { esplora: EsploraClient; config: BitcoinConfig } | null;
  notifier: PaymentNotifier;
  /** Every rate limit, on the shared store (database or Redis). */
  rateLimits: RateLimits;
  /** Prices for links priced in USD/EUR: the HTTP feed when PRICE_FEED_URL is set, else the offline prices. */
  prices: PriceSource;
  sessionCache: SessionCache;
  metrics: Metrics;
  /** The fee payer of USDC transaction requests (SOLANA_FEE_PAYER_SECRET_KEY, or generated on the local chain); null: none. */
  sponsor: SponsorLoader;
  /** The EVM relayer of x402 payments (EVM_RELAYER_PRIVATE_KEY, or generated with the embedded Anvil chains); null: none. */
  relayer: RelayerLoader;
  /** The product's time for rules that span days (subscriptions); moved forward by tests and, offline, by POST /api/dev/clock. */
  clock: Clock;
}

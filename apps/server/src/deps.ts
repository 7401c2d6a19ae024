import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/app-config';
import type { Db } from './db/client';
import type { SessionCache } from './modules/accounts/session-cache';
import type { Metrics } from './modules/metrics/metrics';
import type { ChainClients } from './modules/chains/chain-clients';
import type { Mailer } from './modules/email/mailer';
import type { PaymentNotifier } from './modules/payments/lifecycle/payment-notifier';
import type { RateLimits } from './modules/rate-limits/rate-limits';
import type { PriceSource } from './modules/pricing/price-source';
import type { SponsorLoader } from './modules/transaction-requests/sponsor-key';
import type { RelayerLoader } from './modules/x402/relayer-key';
import type { Clock } from './lib/clock';

/** Everything a use case may need, passed explicitly (no container): database, settings, mail, chains, signing key, log. */
export interface Deps extends ChainClients {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  jwtKey: Uint8Array;
  log: FastifyBaseLogger;
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

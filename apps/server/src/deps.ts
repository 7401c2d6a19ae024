import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/app-config';
import type { Db } from './db/client';
import type { SessionCache } from './modules/auth/session-cache';
import type { Metrics } from './modules/metrics/metrics';
import type { SolanaRpc } from './modules/chain/solana-rpc';
import type { Mailer } from './modules/email/mailer';
import type { PaymentNotifier } from './modules/payments/payment-notifier';

/** Everything a use case may need, passed explicitly (no container): database, settings, mail, chain, signing key, log. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  jwtKey: Uint8Array;
  log: FastifyBaseLogger;
  rpc: SolanaRpc;
  notifier: PaymentNotifier;
  sessionCache: SessionCache;
  metrics: Metrics;
}

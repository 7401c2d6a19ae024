import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/app-config';
import type { Db } from './db/client';
import type { SolanaRpc } from './modules/chain/solana-rpc';
import type { EvmClients } from './modules/chains/evm/evm-clients';
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
  /** JSON-RPC clients of the offered EVM networks. */
  evm: EvmClients;
  notifier: PaymentNotifier;
}

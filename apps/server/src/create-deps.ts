import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/app-config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { loadJwtKey } from './modules/auth/jwt-key';
import { seedBilling } from './modules/billing/seed-billing';
import { solanaRpc } from './modules/chain/solana-rpc';
import { evmClients } from './modules/chains/evm/evm-clients';
import { createMailer } from './modules/email/mailer';
import { createPaymentNotifier } from './modules/payments/payment-notifier';

export async function createDeps(database: Database, config: AppConfig, log: FastifyBaseLogger): Promise<Deps> {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    devOutbox: config.devOutbox,
    log: (msg) => log.info(msg),
    warn: (msg) => log.warn(msg),
  });
  await seedBilling(database.db);
  return {
    db: database.db,
    config,
    mailer,
    jwtKey: await loadJwtKey(database.db, config.jwtSecret),
    log,
    rpc: solanaRpc(config.solana.rpcUrl),
    evm: evmClients(config),
    notifier: createPaymentNotifier(database, log),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/app-config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { createSessionCache } from './modules/accounts/session-cache';
import { loadJwtKey } from './modules/accounts/jwt-key';
import { fulfillCryptoPurchase } from './modules/billing/fulfill-crypto-purchase';
import { seedBilling } from './modules/billing/seed-billing';
import { chainClients } from './modules/chains/chain-clients';
import { createMailer } from './modules/email/mailer';
import { registerCompletionHandler, registerReversalHandler } from './modules/payments/lifecycle/completion-handlers';
import { registerMerchantBrands } from './modules/payments/links/merchant-names';
import { accountBrand } from './modules/accounts/account-brand';
import { creditBalanceUpdate } from './modules/accounts/credit-balance-update';
import { registerBalanceUpdate } from './modules/credits/balance-update';
import { reverseCryptoPurchase } from './modules/billing/reverse-crypto-purchase';
import { registerRefundsReader } from './modules/payments/lifecycle/refunds-reader';
import { owedRefundsOf } from './modules/refunds/owed-refunds-of';
import { createMetrics } from './modules/metrics/metrics';
import { metricsGauges } from './modules/metrics/metrics-gauges';
import { createPaymentNotifier } from './modules/payments/lifecycle/payment-notifier';
import { createRateLimits } from './modules/rate-limits/rate-limits';
import { httpPriceSource } from './modules/pricing/http-price-source';
import { offlinePriceSource, parseOfflinePrices } from './modules/pricing/offline-price-source';
import { sponsorLoader } from './modules/transaction-requests/sponsor-key';
import { sponsorBalance } from './modules/transaction-requests/sponsor-balance';
import { relayerLoader } from './modules/x402/relayer-key';
import { relayerBalance } from './modules/x402/relayer-balance';
import { completeSubscriptionPayment } from './modules/subscriptions/complete-subscription-payment';
import { createClock } from './lib/clock';
import { treasuryWallet } from './modules/wallets/treasury-wallet';
import { registerScreeningLog, screeningMatch } from './modules/screening/assert-not-screened';
import { registerSenderScreening } from './modules/payments/lifecycle/sender-screening';

export async function createDeps(database: Database, config: AppConfig, log: FastifyBaseLogger): Promise<Deps> {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    devOutbox: config.devOutbox,
    log: (msg) => log.info(msg),
    warn: (msg) => log.warn(msg),
  });
  await seedBilling(database.db);
  // Payments know no billing: billing tells them what completing a credit purchase means.
  registerCompletionHandler('credit_purchase', fulfillCryptoPurchase);
  registerReversalHandler('credit_purchase', reverseCryptoPurchase);
  // Nor subscriptions: a merchant link that pays a subscription's period extends it (others pass through).
  const clock = createClock();
  registerCompletionHandler('link', completeSubscriptionPayment(clock));
  // Nor refunds: refunds hand them the reader of a link's refunds, which what the link owes is derived from.
  registerRefundsReader(owedRefundsOf);
  // Nor accounts: the public payment and the receipt show the merchant's brand through accounts' reader.
  registerMerchantBrands((db, accountId) => accountBrand(db, config.appUrl, accountId));
  // Nor do credits: the balance they keep is a column of accounts' row, moved by accounts' statement.
  registerBalanceUpdate(creditBalanceUpdate);
  // Nor screening: a link paid from a listed address is flagged (the match logged where it is found).
  registerScreeningLog(log);
  registerSenderScreening(
    async (db, network, address, at) => (await screeningMatch(db, network, address, at)) !== null,
  );
  const sponsor = sponsorLoader(database.db, config);
  const relayer = relayerLoader(database.db, config);
  // The gauge reads the sponsor's balance through the RPC client, which itself reports to the metrics.
  const metrics = createMetrics({
    ...metricsGauges(database),
    sponsorBalance: async () =>
      (await sponsorBalance({ solanaRpc: chains.solanaRpc, sponsor, config }))?.lamports ?? null,
    relayerBalances: async () => (await relayerBalance({ evm: chains.evm, relayer, config }))?.balances ?? null,
  });
  const chains = chainClients(config, { observe: metrics.rpcCall, log });
  // Asked at start (the watchers ask again for a network whose node did not answer); readiness reports the result.
  void chains.evmChains.verifiedClients();
  // The local treasury is kept before any request (claims check it in their transactions, then remember it).
  await treasuryWallet({ db: database.db, config });
  return {
    db: database.db,
    config,
    mailer,
    jwtKey: await loadJwtKey(database.db, config.jwtSecret),
    log,
    ...chains,
    metrics,
    notifier: createPaymentNotifier(database, log),
    rateLimits: createRateLimits(config, database.db),
    prices: config.pricing.feedUrl
      ? httpPriceSource(config.pricing.feedUrl, { maxMovePercent: config.pricing.maxMovePercent })
      : offlinePriceSource(parseOfflinePrices(config.pricing.offlinePrices)),
    sessionCache: createSessionCache(database, config.sessionCacheMs),
    sponsor,
    relayer,
    clock,
  };
}

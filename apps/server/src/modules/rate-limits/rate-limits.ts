import { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { createRateLimiter, type RateLimitRule, type RateLimitStore } from './create-rate-limiter';

const MINUTE = 60;

/** Every limit in the product, as data: what is counted (the key the caller passes), how many, per how long. */
function rules(config: AppConfig) {
  const login = config.loginRateLimit;
  return {
    /** Sign-in failures per client IP, per (account, IP) and per account (see login-user). */
    loginIp: { points: login, durationS: 15 * MINUTE },
    loginPair: { points: login, durationS: 15 * MINUTE },
    loginAccount: { points: login, durationS: 15 * MINUTE },
    /** Invalid reset links per client IP. */
    reset: { points: login, durationS: 15 * MINUTE },
    /** Wrong current passwords (changing a payout address or the password), per user. */
    currentPassword: { points: login, durationS: 15 * MINUTE },
    /** Wrong two-factor codes (sign-in, sensitive changes, turning it off), per user: brute force of 6 digits stays hopeless. */
    secondFactor: { points: login, durationS: 15 * MINUTE },
    /** Requests that send an email (register, forgot password), per client IP. */
    email: { points: config.rateLimits.emailPerHour, durationS: 60 * MINUTE },
    /** Emails to admins that the fee sponsor is low on SOL, per sponsor key, per day. */
    sponsorLowAlert: { points: 1, durationS: 24 * 60 * MINUTE },
    /** Verification emails re-sent to one address (known or not), per hour. */
    verificationAddress: { points: 3, durationS: 60 * MINUTE },
    /** Test-wallet payments (they spend faucet funds), per client IP. */
    testPay: { points: 30, durationS: MINUTE },
    // Public quote renewals of links priced in USD/EUR, per client IP (each may call the price feed).
    quote: { points: 30, durationS: MINUTE },
    /** Public receipts (each is signed, and the PDF drawn), per client IP. */
    receipt: { points: 60, durationS: MINUTE },
    /** Public refund claim pages: reads and answers, per client IP (see modules/refund-claims). */
    refundClaim: { points: 30, durationS: MINUTE },
    /** Public payout claim pages: reads and answers, per client IP (see modules/payouts). */
    payoutClaim: { points: 30, durationS: MINUTE },
    /** Public subscriptions to a merchant's plan (each creates a link and sends an email), per client IP. */
    subscribe: { points: 10, durationS: MINUTE },
    /** Subscriptions for one email address, per plan and across plans, per hour: nobody floods a stranger's inbox. */
    subscribeEmailPlan: { points: 3, durationS: 60 * MINUTE },
    subscribeEmail: { points: 10, durationS: 60 * MINUTE },
    /** Public subscription portal reads and cancellations, per client IP. */
    subscriptionPortal: { points: 60, durationS: MINUTE },
    /** Links a merchant re-sends to subscribers, per account. */
    subscriptionResend: { points: 20, durationS: 60 * MINUTE },
    /** Emails to a merchant that a renewal waits for credits, per merchant, per day. */
    subscriptionCreditsAlert: { points: 1, durationS: 24 * 60 * MINUTE },
    /** Links opened through pay buttons (each spends the merchant's credit), per button and per client IP. */
    payButton: { points: config.payButtons.linksPerMinute, durationS: MINUTE },
    payButtonIp: { points: config.payButtons.linksPerIpPerMinute, durationS: MINUTE },
    /** Credit purchases (each opens a checkout or a payment link), per client IP. */
    purchase: { points: 30, durationS: MINUTE },
    /** Solana Pay transaction-request POSTs (each may be signed by the fee sponsor), per link, per paying account and per client IP. */
    txRequestLink: { points: config.sponsor.postsPerMinutePerLink, durationS: MINUTE },
    txRequestAccount: { points: config.sponsor.postsPerMinutePerAccount, durationS: MINUTE },
    txRequestIp: { points: config.sponsor.postsPerMinutePerIp, durationS: MINUTE },
    /** x402 settlements (each spends relayer gas), per paying address. */
    x402Payer: { points: config.x402.paymentsPerMinutePerPayer, durationS: MINUTE },
    /** The merchant API, per merchant (every key of an account shares it). */
    api: { points: config.rateLimits.apiPer15Min, durationS: 15 * MINUTE },
    /** The signed-in dashboard, per account. */
    dashboard: { points: config.rateLimits.dashboardPer15Min, durationS: 15 * MINUTE },
    /** Webhook operations that make the server send or re-arm deliveries, per account. */
    webhookTest: { points: 10, durationS: MINUTE },
    webhookResume: { points: 5, durationS: 15 * MINUTE },
    webhookReplay: { points: 5, durationS: 60 * MINUTE },
    webhookResend: { points: 30, durationS: 60 * MINUTE },
  } satisfies Record<string, Omit<RateLimitRule, 'keyPrefix'>>;
}

export type RateLimitName = keyof ReturnType<typeof rules>;
export type RateLimits = Record<RateLimitName, RateLimiterAbstract> & { close(): Promise<void> };

/**
 * Builds every limiter on the one shared store: the database's `rate_limit_buckets` (PGlite or PostgreSQL), or
 * Redis when REDIS_URL is set, so a limit holds across all API processes.
 */
export function createRateLimits(config: AppConfig, db: Db): RateLimits {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const store: RateLimitStore = redis ? { kind: 'redis', redis } : { kind: 'db', db };
  const entries = Object.entries(rules(config)).map(([name, rule], i) => [
    name,
    createRateLimiter(store, { keyPrefix: name, ...rule }, i === 0),
  ]);
  return {
    ...(Object.fromEntries(entries) as Record<RateLimitName, RateLimiterAbstract>),
    async close() {
      if (redis) await redis.quit();
    },
  };
}

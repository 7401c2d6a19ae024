import path from 'node:path';
import type { Env } from './env';

/** Settings derived from the environment that modules and routes read; built once at start. */
export interface AppConfig {
  appUrl: string;
  landingUrl: string;
  dataDir: string;
  requireEmailVerification: boolean;
  jwtSecret?: string;
  jwtTtl: string;
  devOutbox: boolean;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  /** ADMIN_EMAIL, lower-cased. */
  adminEmail?: string;
  google: { clientId?: string; jwksUrl: string };
  loginRateLimit: number;
  allowInsecureWebhooks: boolean;
  usdcMint: string;
  solana: {
    rpcUrl: string;
    wsUrl: string;
    commitment: 'confirmed' | 'finalized';
    /** True when the product runs against the embedded local chain (enables the test-wallet button). */
    localChain: boolean;
    explorerCluster: 'mainnet-beta' | 'devnet' | 'testnet' | 'custom';
  };
  watchIntervalMs: number;
  latePaymentWindowMs: number;
}

export function buildAppConfig(env: Env, chain: { rpcUrl: string; wsUrl: string; local: boolean }): AppConfig {
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const landing = new URL(appUrl);
  landing.port = '3000';
  return {
    appUrl,
    landingUrl: env.LANDING_URL ?? landing.origin,
    dataDir: path.resolve(env.DATA_DIR),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    jwtSecret: env.JWT_SECRET,
    jwtTtl: env.JWT_TTL,
    devOutbox: env.DEV_OUTBOX ?? (!env.SMTP_URL && !env.DATABASE_URL),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    allowInsecureWebhooks: env.ALLOW_INSECURE_WEBHOOKS,
    usdcMint: env.USDC_MINT,
    solana: {
      rpcUrl: chain.rpcUrl,
      wsUrl: chain.wsUrl,
      commitment: env.SOLANA_COMMITMENT,
      localChain: chain.local,
      explorerCluster: env.SOLANA_CLUSTER ?? (chain.local ? 'custom' : 'mainnet-beta'),
    },
    watchIntervalMs: env.WATCH_INTERVAL_MS,
    latePaymentWindowMs: env.LATE_PAYMENT_WINDOW_DAYS * 24 * 60 * 60 * 1000,
  };
}

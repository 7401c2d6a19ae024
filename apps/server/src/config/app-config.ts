import path from 'node:path';
import { type BitcoinNetwork, type EvmNetwork, type TokenInfo } from '@paylink/shared';
import { ConfigError, type Env } from './env';
import { bitcoinConfig, evmNetworks } from './chain-config';

/**
 * Which head a network's confirmations count from: `latest` (the newest block), or `safe`, a block the node
 * vouches for: on an OP Stack rollup such as Base, an L2 block whose batch is posted to L1, so the sequencer
 * alone can no longer replace it.
 */
export type EvmHead = 'latest' | 'safe';

/** One EVM network Paylink offers: its RPC, chain, tokens and confirmation depth. */
export interface EvmNetworkConfig {
  name: string;
  rpcUrl: string;
  chainId: number;
  usdcAddress: string;
  /** The gas coin (no contract), USDC at usdcAddress, then the row's other tokens (shared evm-network-rows.ts). */
  tokens: TokenInfo[];
  confirmations: number;
  /** Where confirmations count from (modules/chains/evm/confirmed-block.ts). */
  head: EvmHead;
  /** The embedded Anvil chain (enables the test wallet). */
  localChain: boolean;
  /** Block explorer base URL; null on a local chain. */
  explorerUrl: string | null;
}

/** The embedded local EVM chains that were started, by network. */
export type EvmLocalChains = Partial<Record<EvmNetwork, { rpcUrl: string; usdcAddress: string }>>;

/** Bitcoin as offered: an Esplora API (BITCOIN_ESPLORA_URL, or the embedded regtest chain's) and its chain. */
export interface BitcoinConfig {
  esploraUrl: string;
  network: BitcoinNetwork;
  confirmations: number;
  /** The embedded regtest chain (enables the test wallet). */
  localChain: boolean;
  watchIntervalMs: number;
}

/** Where the address screening list is read from: SCREENING_LIST_URL or SCREENING_LIST_PATH. */
export type ScreeningSource = { url: string } | { path: string };

/** Settings derived from the environment that modules and routes read; built once at start. */
export interface AppConfig {
  appUrl: string;
  /** Public URL of the landing page; by default APP_URL's host on LANDING_PORT (SPEC section 2). */
  landingUrl: string;
  dataDir: string;
  requireEmailVerification: boolean;
  jwtSecret?: string;
  jwtTtl: string;
  devOutbox: boolean;
  /**
   * Offline mode: the embedded local chain AND the embedded database. The one switch for the features that must
   * never reach a real deployment: test-pay, the demo merchant, `pl_test_` keys, the dev outbox and the
   * WEBHOOK_ALLOW_PRIVATE default.
   */
  offline: boolean;
  /** Fastify's trustProxy: false, the proxy addresses allowed to set X-Forwarded-For, or a hop count (as a function of the hop). */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  /** ADMIN_EMAIL, lower-cased. */
  adminEmail?: string;
  google: { clientId?: string; jwksUrl: string };
  loginRateLimit: number;
  /** Live status streams (Server-Sent Events) open at once, per client IP and in all, across API processes. */
  streamLimits: { perIp: number; total: number };
  /** Keep-alive comment interval of live streams; each ping also re-checks a signed-in stream's session. */
  streamPingMs: number;
  rateLimits: { apiPer15Min: number; dashboardPer15Min: number; emailPerHour: number };
  redisUrl?: string;
  sessionCacheMs: number;
  metricsToken?: string;
  allowInsecureWebhooks: boolean;
  webhooks: {
    /** Deliver to loopback, private, link-local, CGNAT and metadata addresses (off in production). */
    allowPrivate: boolean;
    pollIntervalMs: number;
  };
  usdcMint: string;
  solana: {
    rpcUrl: string;
    wsUrl: string;
    commitment: 'confirmed' | 'finalized';
    /** True when the product runs against the embedded local chain (enables the test-wallet button). */
    localChain: boolean;
    explorerCluster: 'mainnet-beta' | 'devnet' | 'testnet' | 'custom';
  };
  /** The EVM networks offered: those with an RPC URL or a local chain. */
  evm: Partial<Record<EvmNetwork, EvmNetworkConfig>>;
  /** Bitcoin, when offered: with BITCOIN_ESPLORA_URL or the embedded regtest chain; null otherwise. */
  bitcoin: BitcoinConfig | null;
  watchIntervalMs: number;
  latePaymentWindowMs: number;
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  platformSolanaWallet?: string;
  /** Solana Pay transaction requests: the fee sponsor of USDC payments and its limits (modules/transaction-requests). */
  sponsor: {
    secretKey?: string;
    dailyLamportsPerMerchant: bigint;
    maxPriorityMicroLamports: bigint;
    lowBalanceLamports: bigint;
    postsPerMinutePerLink: number;
    postsPerMinutePerAccount: number;
    postsPerMinutePerIp: number;
    /** Sponsored transactions signed and not landed one paying account may hold at once. */
    maxPendingPerAccount: number;
  };
  /** Public subscribe (modules/subscriptions): new subscriptions with an unpaid first link, per plan and day. */
  subscriptions: { maxUnpaidPerPlan: number };
  /** Pay buttons (modules/pay-buttons): the limits on the links a button opens. */
  payButtons: { linksPerMinute: number; linksPerIpPerMinute: number; maxOpenLinks: number };
  pricing: { feedUrl?: string; offlinePrices?: string; quoteTtlMs: number; maxMovePercent: number };
  /** x402 on EVM networks (modules/x402): the relayer that pays the gas and its limits. */
  x402: {
    relayerPrivateKey?: `0x${string}`;
    dailyGasWeiPerMerchant: bigint;
    lowBalanceWei: bigint;
    paymentsPerMinutePerPayer: number;
    settlementWaitMs: number;
  };
  /** Address screening (modules/screening): where the list is read from; null when none is configured. */
  screening: { source: ScreeningSource | null };
}

export function buildAppConfig(
  env: Env,
  chain: { rpcUrl: string; wsUrl: string; local: boolean },
  evmLocal: EvmLocalChains = {},
  bitcoinLocal: { esploraUrl: string } | null = null,
): AppConfig {
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const offline = chain.local && !env.DATABASE_URL;
  const landing = new URL(appUrl);
  landing.port = String(env.LANDING_PORT);
  return {
    appUrl,
    landingUrl: env.LANDING_URL ?? landing.origin,
    dataDir: path.resolve(env.DATA_DIR),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    jwtSecret: env.JWT_SECRET,
    jwtTtl: env.JWT_TTL,
    devOutbox: offline && (env.DEV_OUTBOX ?? !env.SMTP_URL),
    offline,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    streamLimits: { perIp: env.STREAM_LIMIT_PER_IP, total: env.STREAM_LIMIT_TOTAL },
    streamPingMs: env.STREAM_PING_MS,
    rateLimits: {
      apiPer15Min: env.API_RATE_LIMIT,
      dashboardPer15Min: env.DASHBOARD_RATE_LIMIT,
      emailPerHour: env.EMAIL_RATE_LIMIT,
    },
    redisUrl: env.REDIS_URL,
    sessionCacheMs: env.SESSION_CACHE_MS,
    metricsToken: env.METRICS_TOKEN,
    allowInsecureWebhooks: env.ALLOW_INSECURE_WEBHOOKS,
    webhooks: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE ?? offline, pollIntervalMs: env.WEBHOOK_POLL_INTERVAL_MS },
    usdcMint: env.USDC_MINT,
    solana: {
      rpcUrl: chain.rpcUrl,
      wsUrl: chain.wsUrl,
      commitment: env.SOLANA_COMMITMENT,
      localChain: chain.local,
      explorerCluster: env.SOLANA_CLUSTER ?? (chain.local ? 'custom' : 'mainnet-beta'),
    },
    evm: evmNetworks(env, evmLocal),
    bitcoin: bitcoinConfig(env, bitcoinLocal),
    watchIntervalMs: env.WATCH_INTERVAL_MS,
    latePaymentWindowMs: env.LATE_PAYMENT_WINDOW_DAYS * 24 * 60 * 60 * 1000,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    platformSolanaWallet: env.PLATFORM_SOLANA_WALLET,
    sponsor: {
      secretKey: env.SOLANA_FEE_PAYER_SECRET_KEY,
      dailyLamportsPerMerchant: env.SPONSOR_DAILY_LAMPORTS_PER_MERCHANT,
      maxPriorityMicroLamports: env.SPONSOR_MAX_PRIORITY_MICROLAMPORTS,
      lowBalanceLamports: env.SPONSOR_LOW_BALANCE_LAMPORTS,
      postsPerMinutePerLink: env.TRANSACTION_REQUEST_LIMIT_PER_LINK,
      postsPerMinutePerAccount: env.TRANSACTION_REQUEST_LIMIT_PER_ACCOUNT,
      postsPerMinutePerIp: env.TRANSACTION_REQUEST_LIMIT_PER_IP,
      maxPendingPerAccount: env.SPONSOR_MAX_PENDING_PER_ACCOUNT,
    },
    subscriptions: { maxUnpaidPerPlan: env.SUBSCRIBE_MAX_UNPAID_PER_PLAN },
    payButtons: {
      linksPerMinute: env.PAY_BUTTON_LINKS_PER_MINUTE,
      linksPerIpPerMinute: env.PAY_BUTTON_LINKS_PER_IP_PER_MINUTE,
      maxOpenLinks: env.PAY_BUTTON_MAX_OPEN_LINKS,
    },
    pricing: {
      feedUrl: priceFeedUrl(env.PRICE_FEED_URL, offline),
      offlinePrices: env.OFFLINE_PRICES,
      quoteTtlMs: env.QUOTE_TTL_SECONDS * 1000,
      maxMovePercent: env.PRICE_MAX_MOVE_PERCENT,
    },
    x402: {
      relayerPrivateKey: env.EVM_RELAYER_PRIVATE_KEY as `0x${string}` | undefined,
      dailyGasWeiPerMerchant: env.X402_DAILY_GAS_WEI_PER_MERCHANT,
      lowBalanceWei: env.X402_RELAYER_LOW_BALANCE_WEI,
      paymentsPerMinutePerPayer: env.X402_PAYMENTS_PER_MINUTE_PER_PAYER,
      settlementWaitMs: env.X402_SETTLEMENT_WAIT_MS,
    },
    screening: { source: screeningSource(env) },
  };
}

function screeningSource(env: Env): ScreeningSource | null {
  if (env.SCREENING_LIST_URL && env.SCREENING_LIST_PATH)
    throw new ConfigError('Invalid configuration:\n  SCREENING_LIST_URL: set it or SCREENING_LIST_PATH, not both');
  if (env.SCREENING_LIST_URL) return { url: env.SCREENING_LIST_URL };
  return env.SCREENING_LIST_PATH ? { path: path.resolve(env.SCREENING_LIST_PATH) } : null;
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Prices decide how much a customer pays, so the feed is read over https: plain http only in offline mode or from
 * this machine (a local proxy or a test's stand-in feed), where nobody on the path can rewrite the answer.
 */
function priceFeedUrl(url: string | undefined, offline: boolean): string | undefined {
  if (!url) return undefined;
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:' || (protocol === 'http:' && (offline || LOOPBACK_HOSTS.test(hostname)))) return url;
  throw new ConfigError(
    `Invalid configuration:\n  PRICE_FEED_URL: must be an https:// URL (plain http only in offline mode or on this machine)`,
  );
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((v) => v.trim());
}

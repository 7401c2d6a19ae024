import { z } from 'zod';
import {
  BITCOIN_NETWORKS,
  DEFAULT_EVM_LOCAL_NETWORKS,
  EVM_NETWORK_ROWS,
  EVM_NETWORKS,
  isEthereumAddress,
  isSolanaAddress,
  MAINNET_USDC_MINT,
  type EvmNetworkRow,
} from '@paylink/shared';

const boolOrUnset = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));

const bool = (fallback: boolean) => boolOrUnset.transform((v) => v ?? fallback);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/**
 * Each EVM network row's settings, named by its env prefix: `<env>_RPC_URL` (any provider; unset: the embedded local
 * chain when EVM_LOCALNET is on), `<env>_USDC_ADDRESS` (default the official contract; the local chains always use
 * their test token), `<env>_CONFIRMATIONS` (blocks a transfer must be under, the block holding it is 1; defaults per
 * network in README, 1 locally) and `<env>_HEAD` (latest, or safe; defaults in README, latest locally).
 */
const evmRpcUrl = optionalString.pipe(z.url().optional());
const evmContract = optionalString.pipe(z.string().refine(isEthereumAddress, 'must be an Ethereum address').optional());
const evmConfirmations = z.coerce.number().int().min(1).max(1000).optional();
const evmHead = z.enum(['latest', 'safe']).optional();
/** EVM_LOCAL_NETWORKS: the networks (row names, comma list) that get an embedded local chain when they have no RPC URL. */
export const evmLocalNetworksSchema = optionalString
  .transform((value) =>
    value === undefined
      ? [...DEFAULT_EVM_LOCAL_NETWORKS]
      : [
          ...new Set(
            value
              .split(',')
              .map((n) => n.trim())
              .filter(Boolean),
          ),
        ],
  )
  .refine(
    (names) => names.every((n) => (EVM_NETWORKS as readonly string[]).includes(n)),
    `must list networks among ${EVM_NETWORKS.join(', ')}`,
  );
type EvmEnvShape<P extends string> = Record<`${P}_RPC_URL`, typeof evmRpcUrl> &
  Record<`${P}_USDC_ADDRESS`, typeof evmContract> &
  Record<`${P}_CONFIRMATIONS`, typeof evmConfirmations> &
  Record<`${P}_HEAD`, typeof evmHead>;
function evmEnvShape<P extends string>(rows: readonly { env: P }[]): EvmEnvShape<P> {
  const entries = rows.flatMap(({ env }) => [
    [`${env}_RPC_URL`, evmRpcUrl],
    [`${env}_USDC_ADDRESS`, evmContract],
    [`${env}_CONFIRMATIONS`, evmConfirmations],
    [`${env}_HEAD`, evmHead],
  ]);
  return Object.fromEntries(entries) as EvmEnvShape<P>;
}

const PROXY_ADDRESS = String.raw`(?:[0-9a-fA-F.:]+(?:/\d+)?|loopback|linklocal|uniquelocal)`;
const PROXY_LIST = new RegExp(String.raw`^(?:false|\d+|${PROXY_ADDRESS}(?:\s*,\s*${PROXY_ADDRESS})*)$`);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString.pipe(z.url().optional()),
  /** The landing page's own listener (roles all and api); `/` of the app sends visitors there. */
  LANDING_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LANDING_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** Connections each process keeps to PostgreSQL at most (a link creation holds one for its transaction). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** Embedded PGlite on its own thread (1, the default), so its WebAssembly uses the second core; 0 keeps it on the API thread. */
  PGLITE_WORKER: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL: z.string().default('7d'),
  REQUIRE_EMAIL_VERIFICATION: bool(true),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Paylink <no-reply@paylink.local>'),
  /** Unset: on only in offline mode (embedded local chain, no SMTP_URL, no DATABASE_URL); `true` forces it on (with a warning). */
  DEV_OUTBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Which proxies may set X-Forwarded-For: unset/false trusts none (the socket address is the client),
   * a number trusts that many hops, otherwise a comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(
        PROXY_LIST,
        'must be false, a hop count, or a comma-separated list of proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal)',
      )
      .optional(),
  ),
  SUPPORT_EMAIL: z.string().default('support@paylink.local'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SOLANA_RPC_URL: optionalString.pipe(z.url().optional()),
  SOLANA_WS_URL: optionalString.pipe(z.url().optional()),
  SOLANA_CLUSTER: z.enum(['mainnet-beta', 'devnet', 'testnet', 'custom']).optional(),
  SOLANA_COMMITMENT: z.enum(['confirmed', 'finalized']).default('confirmed'),
  LOCALNET_PORT: z.coerce.number().int().min(0).max(65535).default(8899),
  USDC_MINT: z.string().default(MAINNET_USDC_MINT),
  /** Start the embedded Anvil chains for networks without an RPC URL. Unset: on when Solana runs locally too (no SOLANA_RPC_URL). */
  EVM_LOCALNET: boolOrUnset,
  /** The first EVM network's local chain listens here, each next one on the next port. */
  EVM_LOCALNET_PORT: z.coerce.number().int().min(1).max(65534).default(8545),
  /** Which EVM networks get a local chain (comma list; default ethereum,base): each listens on EVM_LOCALNET_PORT plus its row's index. */
  EVM_LOCAL_NETWORKS: evmLocalNetworksSchema,
  ...evmEnvShape(EVM_NETWORK_ROWS),
  /** An Esplora API (mempool.space, Blockstream, or your own electrs) for Bitcoin; unset: the embedded regtest chain when Solana runs locally. */
  BITCOIN_ESPLORA_URL: optionalString.pipe(z.url().optional()),
  /** The chain BITCOIN_ESPLORA_URL serves (mainnet by default); the embedded chain is always regtest. */
  BITCOIN_NETWORK: z.enum(BITCOIN_NETWORKS).optional(),
  /** Blocks a Bitcoin payment must be under before it counts (the block holding it is 1). */
  BITCOIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(1),
  /** The embedded regtest chain's Esplora API port (127.0.0.1), and its block interval while transactions wait (0: only on request). */
  /** How often Bitcoin is watched (each round costs Esplora requests: see docs/architecture.md); unset: 10 s, WATCH_INTERVAL_MS on the local chain. */
  BITCOIN_WATCH_INTERVAL_MS: z.coerce.number().int().min(50).optional(),
  BITCOIN_LOCALNET_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  BITCOIN_LOCALNET_BLOCK_SECONDS: z.coerce.number().min(0).default(10),
  /** The embedded Anvil chains mine an empty block this often until their newest transaction is final (0: never; blocks only from transactions). */
  EVM_LOCALNET_BLOCK_SECONDS: z.coerce.number().min(0).default(2),
  WATCH_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  LATE_PAYMENT_WINDOW_DAYS: z.coerce.number().min(0).default(7),
  ALLOW_INSECURE_WEBHOOKS: bool(false),
  /** Unset: true only when the embedded local chain runs (local development), false in production. */
  WEBHOOK_ALLOW_PRIVATE: boolOrUnset,
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(500),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends its requests (protocol, host and port are taken from it); tests use a local server. */
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  /** The platform treasury that receives crypto credit purchases; unset on the local chain: one is generated and kept. */
  PLATFORM_SOLANA_WALLET: optionalString.pipe(
    z.string().refine(isSolanaAddress, 'must be a Solana address').optional(),
  ),
  /**
   * The sponsor key that pays the network fee of USDC transaction requests: a base58 64-byte secret key, or the JSON
   * array of 64 numbers that solana-keygen writes. Unset: generated and kept in the database on the local chain,
   * no sponsorship elsewhere (the customer pays the fee).
   */
  SOLANA_FEE_PAYER_SECRET_KEY: optionalString,
  /** The most the sponsor pays per merchant and UTC day, in lamports (fees counted when a sponsored transaction lands). */
  SPONSOR_DAILY_LAMPORTS_PER_MERCHANT: z.coerce.bigint().min(0n).default(10_000_000n),
  /** Cap on the priority fee the sponsor adds, in micro-lamports per compute unit (taken from recent fees). */
  SPONSOR_MAX_PRIORITY_MICROLAMPORTS: z.coerce.bigint().min(0n).default(100_000n),
  /** Below this sponsor balance (lamports) readiness reports low and the log warns. */
  SPONSOR_LOW_BALANCE_LAMPORTS: z.coerce.bigint().min(0n).default(100_000_000n),
  /** Transaction-request POSTs per minute per link and per paying account. */
  TRANSACTION_REQUEST_LIMIT_PER_LINK: z.coerce.number().int().min(1).default(30),
  TRANSACTION_REQUEST_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Transaction-request POSTs per minute per client IP. */
  TRANSACTION_REQUEST_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Sponsored transactions one paying account holds signed by the sponsor and not landed yet, at most. */
  SPONSOR_MAX_PENDING_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Subscriptions of one plan whose first link is unpaid, started in the last 24 hours, at most (public subscribe). */
  SUBSCRIBE_MAX_UNPAID_PER_PLAN: z.coerce.number().int().min(1).default(50),
  /** Pay buttons (issue 55): links one button opens per minute, links one client IP opens per minute (all buttons), open links per button. */
  PAY_BUTTON_LINKS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  PAY_BUTTON_LINKS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  PAY_BUTTON_MAX_OPEN_LINKS: z.coerce.number().int().min(1).default(50),
  /**
   * x402 (issue 32): the EVM key that submits customers' signed USDC authorizations and pays their gas (0x-prefixed
   * 32-byte hex). Unset: generated, kept in the database and funded on the embedded Anvil chains; no x402 on a real
   * EVM network without it.
   */
  EVM_RELAYER_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex digits')
      .optional(),
  ),
  /** The most gas the relayer spends per merchant and UTC day, in wei (estimated gas times its price, booked before submitting). */
  X402_DAILY_GAS_WEI_PER_MERCHANT: z.coerce.bigint().min(0n).default(10_000_000_000_000_000n),
  /** Below this relayer balance (wei, on any network) readiness reports low. */
  X402_RELAYER_LOW_BALANCE_WEI: z.coerce.bigint().min(0n).default(10_000_000_000_000_000n),
  /** x402 settlements per minute per paying address. */
  X402_PAYMENTS_PER_MINUTE_PER_PAYER: z.coerce.number().int().min(1).default(10),
  /** How long an EVM x402 settlement waits for its transaction to be final before answering `settlement_pending` (ms). */
  X402_SETTLEMENT_WAIT_MS: z.coerce.number().int().min(1000).default(600_000),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  STREAM_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  STREAM_LIMIT_TOTAL: z.coerce.number().int().min(1).default(2000),
  STREAM_PING_MS: z.coerce.number().int().min(10).default(15_000),
  /** Requests per 15 minutes per API key (SPEC section 9) and per signed-in dashboard user. */
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  DASHBOARD_RATE_LIMIT: z.coerce.number().int().min(1).default(1000),
  EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Keep rate-limit counters in Redis instead of the database. */
  REDIS_URL: optionalString.pipe(z.url().optional()),
  /** The account with this email is made admin at start (if it exists) and when it registers. */
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  /** A CoinGecko-compatible price API (README, Pricing); unset: the fixed offline prices. https outside offline mode (app-config). */
  PRICE_FEED_URL: optionalString.pipe(z.url().optional()),
  /** A feed price that moved more than this from the last good one is refused like an outage (http-price-source.ts). */
  PRICE_MAX_MOVE_PERCENT: z.coerce.number().gt(0).max(1000).default(20),
  /** Offline USD prices replacing the defaults (SOL=250, ETH=3000, EUR=1.08), e.g. "SOL=180,EUR=1.1". */
  OFFLINE_PRICES: optionalString,
  /** How long a fiat-priced link's token amount is held (the hosted page's countdown). */
  QUOTE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 60 * 60)
    .default(600),
  /** How long a validated session is reused without reading the database (0 turns the cache off). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Bearer token for GET /metrics (Prometheus); unset, the endpoint does not exist. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The address screening list (docs/security.md): an http(s) URL read daily through the webhooks' SSRF guard, or a file; not both. */
  SCREENING_LIST_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SCREENING_LIST_PATH: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/**
 * Parses the environment once at start; any bad value stops the process with a readable list. `evmRows`: EVM
 * networks beyond the built-in rows (a test's extra row), whose settings are read the same way.
 */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  evmRows: readonly EvmNetworkRow[] = [],
): Env {
  // An empty value (PORT= in a copied .env.example) means "use the default", never 0 or "".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = (evmRows.length > 0 ? envSchema.extend(evmEnvShape(evmRows)) : envSchema).safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data as Env;
}

import { z } from 'zod';
import { MAINNET_USDC_MINT } from '@paylink/shared';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString.pipe(z.url().optional()),
  LANDING_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL: z.string().default('7d'),
  REQUIRE_EMAIL_VERIFICATION: bool(true),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Paylink <no-reply@paylink.local>'),
  /** Unset: on for the embedded default (no SMTP_URL and no DATABASE_URL), off otherwise. */
  DEV_OUTBOX: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  SUPPORT_EMAIL: z.string().default('support@paylink.local'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SOLANA_RPC_URL: optionalString.pipe(z.url().optional()),
  SOLANA_WS_URL: optionalString.pipe(z.url().optional()),
  SOLANA_CLUSTER: z.enum(['mainnet-beta', 'devnet', 'testnet', 'custom']).optional(),
  SOLANA_COMMITMENT: z.enum(['confirmed', 'finalized']).default('confirmed'),
  LOCALNET_PORT: z.coerce.number().int().min(0).max(65535).default(8899),
  USDC_MINT: z.string().default(MAINNET_USDC_MINT),
  WATCH_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  LATE_PAYMENT_WINDOW_DAYS: z.coerce.number().min(0).default(7),
  ALLOW_INSECURE_WEBHOOKS: bool(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** The account with this email is made admin at start (if it exists) and when it registers. */
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment once at start; any bad value stops the process with a readable list. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value (PORT= in a copied .env.example) means "use the default", never 0 or "".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { buildAppConfig } from '../apps/server/src/config/app-config.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { createDeps } from '../apps/server/src/create-deps.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { merchantAccounts } from '../apps/server/src/db/tables.ts';
import { changeCredits } from '../apps/server/src/modules/credits/change-credits.ts';
import { jsonApi } from './json-api.ts';

// The real app the HTTP benches measure: in-memory PGlite, or PostgreSQL with DATABASE_URL (an empty database;
// migrations run at start; DATABASE_POOL_SIZE sets the pool as in the product). Rate limits stay on (their counter
// is part of every request's cost) but high enough never to refuse.

export const DATABASE_URL = process.env.DATABASE_URL;
export const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 10);
/** PGlite on its worker thread unless PGLITE_WORKER=0, as the server runs it with the same setting. */
export const PGLITE_WORKER = !DATABASE_URL && process.env.PGLITE_WORKER !== '0';
export const database = await openDatabase(
  DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL, poolSize: POOL } : { kind: 'pglite', worker: PGLITE_WORKER },
);
export const config = buildAppConfig(
  loadEnv({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    DEV_OUTBOX: 'false',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://127.0.0.1:8080',
    API_RATE_LIMIT: '1000000000',
    DASHBOARD_RATE_LIMIT: '1000000000',
    // Registrations come from one address here: the per-IP sign-up limit is lifted for the setup.
    EMAIL_RATE_LIMIT: '1000000000',
  }),
  { rpcUrl: 'http://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:1', local: false },
);
export const deps = await createDeps(database, config, pino({ level: 'silent' }));
export const app = await buildApp(deps);
await app.listen({ host: '127.0.0.1', port: 0 });
export const productUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
export const where = DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : PGLITE_WORKER
    ? 'in-memory PGlite on a worker thread'
    : 'in-memory PGlite';
/** The machine's load average (1, 5, 15 min): printed at the start and end of a bench (a busy machine skews it). */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export const api = jsonApi(productUrl);

/** The link every bench creates: a USDC link on Solana to the merchant's saved wallet. */
export const linkBody = JSON.stringify({ amount: '1.5', currency: 'USDC', label: 'Bench order', message: 'Thanks' });

export interface Merchant {
  token: string;
  apiKey: string;
  paymentId: string;
  wallet: string;
  accountId: string;
}

/**
 * A merchant registered through the API, its wallet set through the API, credits through the product's own credit
 * function (balance + ledger row in one transaction, so the ledger invariant still holds), an active plan (API
 * access needs one; an admin grants it in the product) and an API key, with one link for the read runs.
 */
export async function newMerchant(i: number, credits = 10_000_000): Promise<Merchant> {
  const wallet = base58Encode(randomBytes(32));
  const { token, user } = await api<{ token: string; user: { id: string } }>('POST', '/api/auth/register', {
    email: `bench-${Date.now()}-${i}@example.com`,
    password: 'Str0ngPassw0rd',
  });
  await api('PUT', '/api/auth/wallet', { walletAddress: wallet }, token);
  await deps.db.transaction((tx) =>
    changeCredits(tx, { accountId: user.id, delta: credits, reason: 'admin_adjustment' }),
  );
  await deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, user.id));
  const { apiKey } = await api<{ apiKey: string }>('POST', '/api/auth/generate-api-key', undefined, token);
  const { payment } = await api<{ payment: { id: string } }>(
    'POST',
    '/api/payments/payment-link',
    JSON.parse(linkBody),
    token,
  );
  return { token, apiKey, paymentId: payment.id, wallet, accountId: user.id };
}

/** Closes the app and the database and leaves (rate-limiter-flexible's expiry sweep keeps a timer on the pool). */
export async function shutDown(extra?: () => Promise<unknown>): Promise<never> {
  console.log(`load average at end: ${loadAverage()}`);
  await app.close();
  await extra?.();
  await database.close();
  process.exit(0);
}

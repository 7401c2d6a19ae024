import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { buildAppConfig, type EvmLocalChains } from '../config/app-config';
import { loadEnv } from '../config/env';
import { createDeps } from '../create-deps';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import type { Database } from '../db/client';
import type { Deps } from '../deps';
import { merchantAccounts } from '../modules/accounts/schema';
import { createContractCheck } from './contract-check';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  smtp: SmtpCapture;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database with email going to a real local SMTP server. Every answer goes
 * through the contract check (see contract-check.ts); close() fails when any answer broke the OpenAPI document.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  chain = { rpcUrl: 'http://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:1', local: true },
  appOptions: AppOptions & { log?: pino.Logger } = {},
  evmLocal: EvmLocalChains = {},
): Promise<TestContext> {
  const smtp = await startSmtpCapture();
  const database = await createTestDatabase();
  const config = buildAppConfig(
    loadEnv({
      APP_URL: 'http://localhost:8080',
      SMTP_URL: smtp.url,
      DEV_OUTBOX: 'false',
      LOGIN_RATE_LIMIT: '5',
      EMAIL_RATE_LIMIT: '1000',
      ...env,
    }),
    chain,
    evmLocal,
  );
  const { log, ...options } = appOptions;
  const deps = await createDeps(database, config, log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }));
  const contract = createContractCheck();
  const app = await buildApp(deps, {
    ...options,
    instrument: (instance) => {
      contract.install(instance);
      options.instrument?.(instance);
    },
  });
  await app.ready();
  return {
    app,
    deps,
    database,
    smtp,
    async close() {
      await app.close();
      await deps.notifier.close();
      await deps.rateLimits.close();
      await database.close();
      await smtp.close();
      if (contract.violations.length > 0)
        throw new Error(`Answers that break the OpenAPI document:\n${[...new Set(contract.violations)].join('\n')}`);
    },
  };
}

/** The same app listening on a free port of 127.0.0.1 (for clients that speak real HTTP), with its base URL. */
export async function createListeningTestContext(
  env: Record<string, string> = {},
): Promise<{ ctx: TestContext; baseUrl: string }> {
  const ctx = await createTestContext(env);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return { ctx, baseUrl: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}` };
}

export const STRONG_PASSWORD = 'Str0ngPassw0rd';
let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

/** Registers and signs in a user with verification off; returns the bearer token and user. */
export async function signUp(
  ctx: TestContext,
  email = uniqueEmail(),
): Promise<{ token: string; userId: string; accountId: string; email: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: STRONG_PASSWORD },
  });
  const body = res.json();
  if (!body.data?.token) throw new Error(`signUp expected a token (REQUIRE_EMAIL_VERIFICATION=false): ${res.body}`);
  // The person's own account shares their id.
  return { token: body.data.token, userId: body.data.user.id, accountId: body.data.user.id, email };
}

/** signUp, then gives the new merchant `credits` credits (links cost one each). */
export async function signUpWithCredits(
  ctx: TestContext,
  credits: number,
): Promise<{ token: string; userId: string; accountId: string; email: string }> {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: credits })
    .where(eq(merchantAccounts.id, m.accountId));
  return m;
}

/** signUp (with `credits` when given), then saves a fresh Solana wallet of its own through the API (an address belongs to one account). */
export async function signUpWithWallet(
  ctx: TestContext,
  credits?: number,
): Promise<{ token: string; userId: string; accountId: string; email: string; wallet: string }> {
  const m = credits === undefined ? await signUp(ctx) : await signUpWithCredits(ctx, credits);
  const wallet = base58Encode(randomBytes(32));
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/wallet',
    headers: bearer(m.token),
    payload: { walletAddress: wallet },
  });
  if (res.statusCode !== 200) throw new Error(`signUpWithWallet could not save the wallet: ${res.body}`);
  return { ...m, wallet };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverPath } from '../lib/server-root';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from './test-app';

/**
 * For a test that puts a migration's old names back over live data and runs the migration again (the database
 * already ran it): a product whose Ethereum RPC is unreachable (creating a link never calls the chain), an Ethereum
 * USDC link in it, and the migration's statements.
 */
export const OFFLINE_ETHEREUM = {
  wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  usdc: '0x5dc05dc05dc05dc05dc05dc05dc05dc05dc05dc0',
};

export function contextWithOfflineEthereum(): Promise<TestContext> {
  return createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false' },
    undefined,
    {},
    { ethereum: { rpcUrl: 'http://127.0.0.1:1', usdcAddress: OFFLINE_ETHEREUM.usdc } },
  );
}

/** A new merchant's 5 USDC Ethereum link; answers its id. */
export async function ethereumUsdcLink(ctx: TestContext): Promise<string> {
  const m = await signUpWithCredits(ctx, 10);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: {
      label: 'Order',
      amount: '5',
      network: 'ethereum',
      currency: 'USDC',
      walletAddress: OFFLINE_ETHEREUM.wallet,
    },
  });
  if (res.statusCode !== 201) throw new Error(`ethereumUsdcLink: ${res.body}`);
  return res.json().data.payment.id as string;
}

/** Runs each statement of `drizzle/<file>` again. */
export async function replayMigration(db: Db, file: string): Promise<void> {
  const migration = readFileSync(serverPath('drizzle', file), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

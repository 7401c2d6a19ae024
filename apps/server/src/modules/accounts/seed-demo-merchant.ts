import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashPassword } from './password';
import { createAccount } from './create-account';

/** The offline demo merchant (embedded default only): sign in with these to try the API at once. */
export const DEMO_MERCHANT = {
  email: 'demo@paylink.local',
  password: 'DemoMerchant1',
  walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  credits: 100,
} as const;

/**
 * Creates the demo merchant once: verified, an active STARTER plan, a wallet and 100 credits (a ledger row whose
 * unique reference makes a second start add nothing). Idempotent: an existing account is left as its owner left it.
 */
export async function seedDemoMerchant(db: Db): Promise<typeof DEMO_MERCHANT> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MERCHANT.email));
  if (existing) return DEMO_MERCHANT;
  const passwordHash = await hashPassword(DEMO_MERCHANT.password);
  await db
    .transaction((tx) =>
      createAccount(tx, {
        email: DEMO_MERCHANT.email,
        passwordHash,
        walletAddress: DEMO_MERCHANT.walletAddress,
        verified: true,
        plan: { tier: 'STARTER', status: 'ACTIVE' },
        credits: { delta: DEMO_MERCHANT.credits, reason: 'admin_adjustment', referencePrefix: 'demo-seed' },
      }),
    )
    .catch((err: unknown) => {
      // Another process seeded it first.
      if (!isUniqueViolation(err)) throw err;
    });
  return DEMO_MERCHANT;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { hashPassword } from '../auth/password';
import { changeCredits } from '../credits/change-credits';

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
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id: newId('usr'),
        email: DEMO_MERCHANT.email,
        passwordHash,
        walletAddress: DEMO_MERCHANT.walletAddress,
        subscriptionTier: 'STARTER',
        subscriptionStatus: 'ACTIVE',
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) return;
    await changeCredits(tx, { userId: user.id, delta: DEMO_MERCHANT.credits, reason: 'admin_adjustment', referenceId: `demo-seed:${user.id}` });
  });
  return DEMO_MERCHANT;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SIGNUP_CREDITS } from '@paylink/shared';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { adminAuditLog } from '../audit/schema';
import { creditLedger } from '../credits/schema';
import { registerBalanceUpdate } from '../credits/balance-update';
import { createAccount } from './create-account';
import { creditBalanceUpdate } from './credit-balance-update';

const ADMIN_EMAIL = 'boss@paylink.test';
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  registerBalanceUpdate(creditBalanceUpdate);
});
afterAll(() => database.close());

const ledgerOf = (userId: string) => database.db.select().from(creditLedger).where(eq(creditLedger.accountId, userId));
const promotionsOf = (userId: string) =>
  database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, userId), eq(adminAuditLog.action, 'user.promote')));

describe('createAccount', () => {
  it('gives the signup credits as one ledger row referencing the account', async () => {
    const user = await database.db.transaction((tx) =>
      createAccount(tx, { email: 'New@Paylink.Test', verified: false }),
    );
    expect(user).toMatchObject({
      email: 'new@paylink.test',
      transactionCredits: SIGNUP_CREDITS,
      emailVerifiedAt: null,
      isAdmin: false,
    });
    expect(await ledgerOf(user.id)).toMatchObject([
      { delta: SIGNUP_CREDITS, reason: 'signup_bonus', referenceId: user.id },
    ]);
  });

  it('never promotes an unverified registrant with the ADMIN_EMAIL address', async () => {
    const user = await database.db.transaction((tx) =>
      createAccount(tx, { email: ADMIN_EMAIL, verified: false, adminEmail: ADMIN_EMAIL }),
    );
    expect(user.isAdmin).toBe(false);
    expect(await promotionsOf(user.id)).toHaveLength(0);
  });

  it('promotes an account created verified with the ADMIN_EMAIL address, with an audit row', async () => {
    const email = 'verified-boss@paylink.test';
    const user = await database.db.transaction((tx) => createAccount(tx, { email, verified: true, adminEmail: email }));
    expect(user.isAdmin).toBe(true);
    expect(await promotionsOf(user.id)).toHaveLength(1);
  });

  it('writes the starting credits it is given, or none', async () => {
    const demo = await database.db.transaction((tx) =>
      createAccount(tx, {
        email: 'demo-like@paylink.test',
        verified: true,
        plan: { tier: 'STARTER', status: 'ACTIVE' },
        credits: { delta: 100, reason: 'admin_adjustment', referencePrefix: 'demo-seed' },
      }),
    );
    expect(demo).toMatchObject({ transactionCredits: 100, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' });
    expect(await ledgerOf(demo.id)).toMatchObject([{ delta: 100, referenceId: `demo-seed:${demo.id}` }]);
    const bare = await database.db.transaction((tx) =>
      createAccount(tx, { email: 'bare@paylink.test', verified: true, credits: null }),
    );
    expect(bare.transactionCredits).toBe(0);
    expect(await ledgerOf(bare.id)).toHaveLength(0);
  });
});

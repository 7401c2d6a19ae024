import { desc, eq } from 'drizzle-orm';
import { creditLedger } from '../modules/credits/schema';
import { users } from '../modules/accounts/schema';
import { adminAuditLog } from '../modules/audit/schema';
import { bearer, createTestContext, signUp, uniqueEmail, type TestContext } from './test-app';

export const ADMIN_EMAIL = 'boss@paylink.test';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Account = { token: string; userId: string; email: string };

/** The admin API's tests: the app with ADMIN_EMAIL set, and one signed-in admin. */
export async function startAdminTestContext(): Promise<{ ctx: TestContext; admin: Account }> {
  const ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', ADMIN_EMAIL });
  const admin = await signUp(ctx, uniqueEmail('chief'));
  await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
  return { ctx, admin };
}

/** Requests as a token holder, the latest audit row of an action, and a user's ledger, on the context `ctx()` returns. */
export function adminTestTools(ctx: () => TestContext) {
  return {
    call: (method: Method, url: string, token?: string, payload?: unknown) =>
      ctx().app.inject({
        method,
        url,
        headers: token ? bearer(token) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async lastAudit(action: string) {
      const [row] = await ctx()
        .deps.db.select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, action))
        .orderBy(desc(adminAuditLog.id))
        .limit(1);
      return row;
    },
    ledgerOf: (userId: string) =>
      ctx().deps.db.select().from(creditLedger).where(eq(creditLedger.accountId, userId)).orderBy(creditLedger.id),
  };
}

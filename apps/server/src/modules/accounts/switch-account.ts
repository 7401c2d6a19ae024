import { and, eq } from 'drizzle-orm';
import type { AccountSummary } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { memberAccounts } from './member-accounts';
import { sessions } from './schema';

/**
 * Makes `accountId` the account this session acts for. Someone who is not its member gets the same 404 as for an
 * account that does not exist. The sessions trigger tells every process to re-read the session (NOTIFY).
 */
export async function switchAccount(
  db: Db,
  input: { userId: string; sessionId: string; accountId: string },
): Promise<AccountSummary> {
  const account = (await memberAccounts(db, input.userId)).find((a) => a.id === input.accountId);
  if (!account) throw new AppError('NOT_FOUND', 'Account not found', 404);
  await db
    .update(sessions)
    .set({ activeAccountId: account.id })
    .where(and(eq(sessions.idHash, hashToken(input.sessionId)), eq(sessions.userId, input.userId)));
  return account;
}

/**
 * Makes `accountId` the account every session of the person acts for: someone who belonged to no account and just
 * joined one (the switch also tells every process's session cache, which a new membership alone would not).
 */
export async function switchAllSessions(db: Db, input: { userId: string; accountId: string }): Promise<void> {
  await db.update(sessions).set({ activeAccountId: input.accountId }).where(eq(sessions.userId, input.userId));
}

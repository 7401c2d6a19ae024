import { and, eq } from 'drizzle-orm';
import type { AccountSummary } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { createOwnAccount } from './create-account';
import { merchantAccounts, sessions, users } from './schema';

/**
 * Gives a person who joined a team from an invitation (and so owns no merchant account) one of their own, with the
 * signup credits, and makes it the account this session acts for. Someone whose own account exists (or once
 * existed: its id is theirs) gets a 409; the user's row lock makes two clicks at once one account.
 */
export async function openOwnAccount(db: Db, input: { userId: string; sessionId: string }): Promise<AccountSummary> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!person) throw new AppError('NOT_FOUND', 'User not found', 404);
    const [existing] = await tx
      .select({ id: merchantAccounts.id })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, person.id));
    if (existing) throw new AppError('CONFLICT', 'You already have a merchant account of your own.', 409);
    const account = await createOwnAccount(tx, person);
    await tx
      .update(sessions)
      .set({ activeAccountId: account.id })
      .where(and(eq(sessions.idHash, hashToken(input.sessionId)), eq(sessions.userId, person.id)));
    return { id: account.id, name: person.email.split('@')[0]!, role: 'owner' as const };
  });
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUser, NO_OWN_ACCOUNT } from './find-user';
import { merchantAccounts, users } from './schema';
import { ACCOUNT_FIELDS, type UserRow } from './user-dto';

/** Updates a user and their own account (the business fields go to the account; 409 without one), and returns them. */
export async function updateAccount(
  tx: Db,
  userId: string,
  fields: Partial<Omit<UserRow, 'id' | 'createdAt' | 'updatedAt'>>,
): Promise<UserRow | undefined> {
  const now = new Date();
  const accountFields = Object.fromEntries(
    Object.entries(fields).filter(([k]) => (ACCOUNT_FIELDS as readonly string[]).includes(k)),
  );
  const personFields = Object.fromEntries(
    Object.entries(fields).filter(([k]) => !(ACCOUNT_FIELDS as readonly string[]).includes(k)),
  );
  await tx
    .update(users)
    .set({ ...personFields, updatedAt: now })
    .where(eq(users.id, userId));
  if (Object.keys(accountFields).length > 0) {
    const updated = await tx
      .update(merchantAccounts)
      .set({ ...accountFields, updatedAt: now })
      .where(eq(merchantAccounts.id, userId))
      .returning({ id: merchantAccounts.id });
    if (updated.length === 0) throw new AppError('CONFLICT', NO_OWN_ACCOUNT, 409);
  }
  return findUser(tx, userId);
}

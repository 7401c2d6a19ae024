import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts, users } from './schema';
import type { UserRow } from './user-dto';

/** The columns of a user seen with their own account (the account whose id is theirs). */
export const userWithOwnAccount = {
  ...getTableColumns(users),
  walletAddress: merchantAccounts.walletAddress,
  btcAddress: merchantAccounts.btcAddress,
  btcXpub: merchantAccounts.btcXpub,
  ethAddress: merchantAccounts.ethAddress,
  defaultPayOptions: merchantAccounts.defaultPayOptions,
  transactionCredits: merchantAccounts.transactionCredits,
  subscriptionTier: merchantAccounts.subscriptionTier,
  subscriptionStatus: merchantAccounts.subscriptionStatus,
  reviewReason: merchantAccounts.reviewReason,
};

/** Users joined with their own account: `db.select(userWithOwnAccount)` then `.from(users).innerJoin(...ownAccount)`. */
export const ownAccount = [merchantAccounts, eq(merchantAccounts.id, users.id)] as const;

/** A user with their own account's fields; `lock` takes both rows' locks in the caller's transaction. */
export async function findUser(db: Db, userId: string, opts: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  const query = db
    .select(userWithOwnAccount)
    .from(users)
    .innerJoin(...ownAccount)
    .where(eq(users.id, userId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

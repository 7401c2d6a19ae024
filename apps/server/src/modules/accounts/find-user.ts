import { eq, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts, users } from './schema';
import type { AccountRow, UserRow } from './user-dto';

/** A column of the left-joined own account, typed as the account row has it (null when the person owns none). */
const accountColumn = <K extends keyof AccountRow>(column: Column) =>
  sql`${column}`.mapWith(column) as SQL<AccountRow[K]>;

/**
 * The columns of a user seen with their own account (the account whose id is theirs). A person who joined a team
 * from an invitation owns none: their business fields are empty and their balance 0.
 */
export const userWithOwnAccount = {
  ...getTableColumns(users),
  walletAddress: accountColumn<'walletAddress'>(merchantAccounts.walletAddress),
  btcAddress: accountColumn<'btcAddress'>(merchantAccounts.btcAddress),
  btcXpub: accountColumn<'btcXpub'>(merchantAccounts.btcXpub),
  ethAddress: accountColumn<'ethAddress'>(merchantAccounts.ethAddress),
  defaultPayOptions: accountColumn<'defaultPayOptions'>(merchantAccounts.defaultPayOptions),
  transactionCredits: sql<number>`coalesce(${merchantAccounts.transactionCredits}, 0)`.mapWith(Number),
  subscriptionTier: accountColumn<'subscriptionTier'>(merchantAccounts.subscriptionTier),
  subscriptionStatus: accountColumn<'subscriptionStatus'>(merchantAccounts.subscriptionStatus),
  reviewReason: accountColumn<'reviewReason'>(merchantAccounts.reviewReason),
};

/** Users with their own account, if any: `db.select(userWithOwnAccount)` then `.from(users).leftJoin(...ownAccount)`. */
export const ownAccount = [merchantAccounts, eq(merchantAccounts.id, users.id)] as const;

/**
 * A user with their own account's fields; `lock` takes the user's row lock, then their own account's (when they
 * have one), in the caller's transaction (FOR UPDATE cannot reach the empty side of a left join).
 */
export async function findUser(db: Db, userId: string, opts: { lock?: boolean } = {}): Promise<UserRow | undefined> {
  if (opts.lock) await lockUserRows(db, eq(users.id, userId));
  const [row] = await db
    .select(userWithOwnAccount)
    .from(users)
    .leftJoin(...ownAccount)
    .where(eq(users.id, userId));
  return row;
}

/** Locks the users matching `where`, then their own accounts. */
export async function lockUserRows(db: Db, where: SQL): Promise<void> {
  const locked = await db.select({ id: users.id }).from(users).where(where).for('update');
  for (const { id } of locked)
    await db
      .select({ id: merchantAccounts.id })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, id))
      .for('update');
}

/** Whether the person has a merchant account of their own (someone who joined a team from an invitation has none). */
export async function ownsAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: merchantAccounts.id })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, userId));
  return !!row;
}

export const NO_OWN_ACCOUNT = 'This person has no merchant account of their own: they belong to a team only.';

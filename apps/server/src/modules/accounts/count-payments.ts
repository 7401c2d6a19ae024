import { count, eq } from 'drizzle-orm';
import type { User } from '@paylink/shared';
import type { Db } from '../../db/client';
import { payments } from '../payments/schema';
import { merchantLinks } from '../payments/merchant-links';
import { users } from './schema';
import { toUserDto, type UserRow } from './user-dto';

export async function countPayments(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(merchantLinks(userId));
  return row?.n ?? 0;
}

/** The signed-in user as GET /me shows it: the session's row (possibly cached) with the balance read now. */
export async function signedInUserDto(db: Db, user: UserRow): Promise<User> {
  const [n, [balance]] = await Promise.all([
    countPayments(db, user.id),
    db.select({ credits: users.transactionCredits }).from(users).where(eq(users.id, user.id)),
  ]);
  return toUserDto({ ...user, transactionCredits: balance?.credits ?? user.transactionCredits }, n);
}

import { eq } from 'drizzle-orm';
import type { User } from '@paylink/shared';
import type { Db } from '../../db/client';
import { countPaymentLinks } from '../payments/links/count-payment-links';
import { merchantAccounts } from './schema';
import { toUserDto, type UserRow } from './user-dto';

/** The signed-in user as GET /me shows it: the session's row (possibly cached) with the balance read now (none without an account). */
export async function signedInUserDto(db: Db, user: UserRow, accountId: string | null): Promise<User> {
  if (accountId === null) return toUserDto(user, 0);
  const [n, [balance]] = await Promise.all([
    countPaymentLinks(db, accountId),
    db
      .select({ credits: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, accountId)),
  ]);
  return toUserDto({ ...user, transactionCredits: balance?.credits ?? user.transactionCredits }, n);
}

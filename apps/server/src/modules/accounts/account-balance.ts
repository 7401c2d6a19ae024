import { eq } from 'drizzle-orm';
import type { PaymentBalance } from '@paylink/shared';
import type { Db } from '../../db/client';
import { receivedByToken } from '../payments/links/payment-stats';
import { merchantAccounts } from './schema';

/** The dashboard's balance: the account's credits as stored now, and what its completed links received per token. */
export async function accountBalance(db: Db, accountId: string): Promise<PaymentBalance> {
  const [[user], received] = await Promise.all([
    db
      .select({ credits: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, accountId)),
    receivedByToken(db, accountId),
  ]);
  return { credits: user?.credits ?? 0, received };
}

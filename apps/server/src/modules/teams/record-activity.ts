import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { accountActivity } from './schema';

export interface ActivityInput {
  accountId: string;
  userId: string;
  email: string;
  apiKeyId: string | null;
  action: string;
  route: string;
  target: string | null;
  status: number;
}

/** Appends one change to the account's audit trail. */
export async function recordActivity(db: Db, entry: ActivityInput, now = new Date()): Promise<void> {
  await db.insert(accountActivity).values({ id: newId('act'), ...entry, createdAt: now });
}

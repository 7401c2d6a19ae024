import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { payButtons, type PayButtonRow } from './schema';

export const BUTTON_NOT_FOUND = 'Pay button not found';

/** A button by its public id, or of one account (another account's button is the same 404 as a missing one). */
export async function findPayButton(db: Db, buttonId: string, accountId?: string): Promise<PayButtonRow> {
  const [row] = await db
    .select()
    .from(payButtons)
    .where(
      accountId ? and(eq(payButtons.id, buttonId), eq(payButtons.accountId, accountId)) : eq(payButtons.id, buttonId),
    );
  if (!row) throw new AppError('NOT_FOUND', BUTTON_NOT_FOUND, 404);
  return row;
}

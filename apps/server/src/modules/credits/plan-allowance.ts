import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planAllowances } from './schema';

export type PlanAllowanceRow = typeof planAllowances.$inferSelect;

/**
 * The account's monthly plan allowance, or undefined when it has no plan. `lock`: under its row lock, in the
 * caller's transaction (which holds the user's row lock first, as every credits writer does).
 */
export async function planAllowance(
  db: Db,
  accountId: string,
  opts: { lock?: boolean } = {},
): Promise<PlanAllowanceRow | undefined> {
  const query = db.select().from(planAllowances).where(eq(planAllowances.accountId, accountId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentStatuses } from '../payments/links/payment-statuses';
import { rateLimited } from '../rate-limits/consume-rate-limit';
import { payButtonLinks, payButtons } from './schema';

const TOO_MANY_OPEN = 'This button has too many unpaid payments open right now. Please try again later.';

/** The button's links still payable: opened, not expired yet, and PENDING. */
export async function openButtonLinks(
  db: Db,
  buttonId: string,
  now: Date,
): Promise<{ paymentId: string; expiresAt: Date }[]> {
  const unexpired = await db
    .select({ paymentId: payButtonLinks.paymentId, expiresAt: payButtonLinks.expiresAt })
    .from(payButtonLinks)
    .where(and(eq(payButtonLinks.buttonId, buttonId), gt(payButtonLinks.expiresAt, now)))
    .orderBy(asc(payButtonLinks.expiresAt));
  const statuses = await paymentStatuses(
    db,
    unexpired.map((l) => l.paymentId),
  );
  return unexpired.filter((l) => statuses.get(l.paymentId) === 'PENDING');
}

/**
 * The cap on a button's open links (PAY_BUTTON_MAX_OPEN_LINKS): past it the one 429, with Retry-After until the
 * oldest open link expires. Run in the link's transaction under the button's row lock, so concurrent clicks on one
 * button count one after the other, on every API process.
 */
export async function assertOpenLinksCap(tx: Db, opts: { buttonId: string; max: number; now: Date }): Promise<void> {
  await tx.select({ id: payButtons.id }).from(payButtons).where(eq(payButtons.id, opts.buttonId)).for('update');
  const open = await openButtonLinks(tx, opts.buttonId, opts.now);
  if (open.length < opts.max) return;
  const retryAfterMs = open[0]!.expiresAt.getTime() - opts.now.getTime();
  throw rateLimited(() => TOO_MANY_OPEN, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

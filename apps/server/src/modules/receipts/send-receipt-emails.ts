import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { receiptEmail } from '../email/receipt-email';
import { merchantBrandOf } from '../payments/links/merchant-names';
import { buildReceipt } from './build-receipt';
import { receiptEmails } from './schema';

/** Requests older than this are dropped unsent: no link waits longer (30 days open, then its late window). */
const REQUEST_TTL_MS = 45 * 86_400_000;

export interface ReceiptEmailReport {
  sent: string[];
  failed: { paymentId: string; error: unknown }[];
  more: boolean;
}

/**
 * Sends each requested receipt once its link is COMPLETED, exactly once whatever the number of workers: each request
 * is taken under its row lock (`skip locked`: another worker takes the next one), the email is sent while the lock is
 * held, and `sent_at` is set (and the address erased) in the same transaction. A send that fails leaves it for the
 * next round. Requests of links that never complete lapse after REQUEST_TTL_MS.
 */
export async function sendReceiptEmails(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  opts: { now: Date; limit?: number },
): Promise<ReceiptEmailReport> {
  const limit = opts.limit ?? 50;
  const report: ReceiptEmailReport = { sent: [], failed: [], more: false };
  await deps.db
    .delete(receiptEmails)
    .where(
      and(
        isNull(receiptEmails.sentAt),
        sql`${receiptEmails.createdAt} < ${new Date(opts.now.getTime() - REQUEST_TTL_MS).toISOString()}::timestamptz`,
      ),
    );
  const due = await deps.db
    .select({ paymentId: receiptEmails.paymentId })
    .from(receiptEmails)
    .where(isNull(receiptEmails.sentAt))
    .orderBy(asc(receiptEmails.createdAt))
    .limit(limit);
  report.more = due.length === limit;
  for (const { paymentId } of due) {
    try {
      if (await sendOne(deps, paymentId, opts.now)) report.sent.push(paymentId);
    } catch (error) {
      report.failed.push({ paymentId, error });
    }
  }
  return report;
}

async function sendOne(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, paymentId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(receiptEmails)
      .where(and(eq(receiptEmails.paymentId, paymentId), isNull(receiptEmails.sentAt)))
      .for('update', { skipLocked: true });
    const to = request?.email;
    if (!to) return false;
    const receipt = await buildReceipt({ db: tx, config: deps.config }, paymentId, now).catch((error: unknown) => {
      // Not completed (yet): it waits for its link.
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    if (!receipt) return false;
    const brand = receipt.merchant ? await merchantBrandOf(tx, receipt.merchant) : null;
    await deps.mailer.send(
      receiptEmail(to, {
        label: receipt.label ?? 'Payment',
        amount: receipt.amount,
        currency: receipt.currency,
        fiat: receipt.fiat,
        recipient: receipt.recipient,
        pageUrl: receipt.resourceUrl,
        brand,
      }),
    );
    await tx.update(receiptEmails).set({ sentAt: now, email: null }).where(eq(receiptEmails.paymentId, paymentId));
    return true;
  });
}

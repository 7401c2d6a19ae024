import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { accountName } from '../accounts/account-name';
import { dailyDigestText } from '../email/notification-templates';
import { completedLinks } from '../payments/links/completed-links';
import { paymentTotals } from '../payments/links/payment-totals';
import { notificationRecipients } from './notification-settings';
import { notificationDigests, notificationEmails, notificationPreferences } from './schema';
import { NETWORK_NAMES } from '@paylink/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A digest lists this many payments by name, then counts the rest. */
const DIGEST_LINES = 50;

const networkName = (network: string) => (NETWORK_NAMES as Record<string, string>)[network] ?? network;

/**
 * Once the product clock has passed the end of a UTC day, composes that day's digest for each account where a
 * current member asked for one: its completed links and the totals per network and token (decimal strings from
 * bigint sums). Once per account and day whatever the number of workers: the `notification_digests` row is the
 * claim, written in the transaction that queues the emails. A day without a completed payment sends nothing.
 */
export async function queueDailyDigests(db: Db, opts: { now: Date; appUrl: string }): Promise<{ queued: number }> {
  const end = new Date(`${opts.now.toISOString().slice(0, 10)}T00:00:00Z`);
  const from = new Date(end.getTime() - DAY_MS);
  const day = from.toISOString().slice(0, 10);
  // Accounts already done for the day are left out here, so a round costs one query once the digests are sent.
  const accounts = await db
    .selectDistinct({ accountId: notificationPreferences.accountId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.payments, 'digest'),
        notExists(
          db
            .select({ day: notificationDigests.day })
            .from(notificationDigests)
            .where(
              and(
                eq(notificationDigests.accountId, notificationPreferences.accountId),
                eq(notificationDigests.day, day),
              ),
            ),
        ),
      ),
    );
  const recipients = await notificationRecipients(
    db,
    accounts.map((a) => a.accountId),
  );
  let queued = 0;
  for (const [accountId, members] of recipients) {
    const to = members.filter((m) => m.settings.payments === 'digest');
    if (to.length === 0) continue;
    queued += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(notificationDigests)
        .values({ accountId, day })
        .onConflictDoNothing()
        .returning({ day: notificationDigests.day });
      if (!claimed) return 0;
      const { links, total } = await completedLinks(tx, accountId, { from, end, limit: DIGEST_LINES });
      if (total === 0) return 0;
      const { totals } = await paymentTotals(tx, accountId, { from: day, to: day });
      const text = dailyDigestText(
        { accountName: (await accountName(tx, accountId)) ?? 'your account', appUrl: opts.appUrl },
        {
          day,
          payments: links.map((p) => ({
            id: p.id,
            label: p.label,
            amount: p.amountReceived ?? p.payAmount,
            currency: p.payCurrency,
            networkName: networkName(p.network),
          })),
          totals: totals.map((t) => ({ amount: t.received, currency: t.currency, networkName: t.networkName })),
          more: total - links.length,
        },
      );
      await tx
        .insert(notificationEmails)
        .values(to.map((m) => ({ id: newId('ntf'), source: `digest:${day}`, accountId, userId: m.userId, ...text })));
      return to.length;
    });
  }
  return { queued };
}

import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { memberRole } from '../accounts/account-members';
import { userEmails } from '../accounts/user-emails';
import { notificationEmails } from './schema';

export interface NotificationEmailReport {
  sent: string[];
  failed: { id: string; error: unknown }[];
  more: boolean;
}

/**
 * Sends the queued notification emails, each once whatever the number of workers: a row is taken under its lock
 * (`skip locked`: another worker takes the next), sent while the lock is held and marked sent in the same
 * transaction; a send that fails waits for the next round. A recipient no longer a member of the account (removed
 * after the email was queued) is sent nothing: the row is dropped.
 */
export async function sendNotificationEmails(
  deps: Pick<Deps, 'db' | 'mailer'>,
  opts: { now: Date; limit?: number },
): Promise<NotificationEmailReport> {
  const limit = opts.limit ?? 50;
  const report: NotificationEmailReport = { sent: [], failed: [], more: false };
  const due = await deps.db
    .select({ id: notificationEmails.id })
    .from(notificationEmails)
    .where(isNull(notificationEmails.sentAt))
    .orderBy(asc(notificationEmails.createdAt))
    .limit(limit);
  report.more = due.length === limit;
  for (const { id } of due) {
    try {
      if (await sendOne(deps, id, opts.now)) report.sent.push(id);
    } catch (error) {
      report.failed.push({ id, error });
    }
  }
  return report;
}

async function sendOne(deps: Pick<Deps, 'db' | 'mailer'>, id: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [email] = await tx
      .select()
      .from(notificationEmails)
      .where(and(eq(notificationEmails.id, id), isNull(notificationEmails.sentAt)))
      .for('update', { skipLocked: true });
    if (!email) return false;
    const to = (await userEmails(tx, [email.userId])).get(email.userId);
    if (!to || !(await memberRole(tx, email.accountId, email.userId))) {
      await tx.delete(notificationEmails).where(eq(notificationEmails.id, id));
      return false;
    }
    await deps.mailer.send({ to, subject: email.subject, text: email.body });
    await tx.update(notificationEmails).set({ sentAt: now }).where(eq(notificationEmails.id, id));
    return true;
  });
}

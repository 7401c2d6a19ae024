import type { Deps } from '../../deps';
import { queueDailyDigests } from './queue-daily-digests';
import { queueEventEmails } from './queue-event-emails';
import { sendNotificationEmails, type NotificationEmailReport } from './send-notification-emails';

/**
 * One round of the members' notification emails: new outbox events and, once a UTC day of the product clock is
 * over, its daily digests become queued emails, which are then sent once each.
 */
export async function notificationRound(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'clock'>,
): Promise<NotificationEmailReport> {
  const now = deps.clock.now();
  const events = await queueEventEmails(deps.db, { appUrl: deps.config.appUrl });
  await queueDailyDigests(deps.db, { now, appUrl: deps.config.appUrl });
  const report = await sendNotificationEmails(deps, { now });
  return { ...report, more: events.more || (report.more && report.sent.length > 0) };
}

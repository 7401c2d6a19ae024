import { notificationRound } from '../modules/notifications/notification-round';
import type { Job } from './job';

/** The members' notification emails (Settings → Notifications; see notificationRound). */
export function sendNotificationEmailsJob(): Job {
  return {
    id: 'send-notification-emails',
    async handler(deps) {
      const report = await notificationRound(deps);
      if (report.sent.length > 0) deps.log.info({ sent: report.sent.length }, 'notification emails sent');
      for (const f of report.failed)
        deps.log.warn({ err: f.error, id: f.id }, 'could not send a notification email; retrying next round');
      return { more: report.more };
    },
  };
}

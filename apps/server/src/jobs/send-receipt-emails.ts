import { sendReceiptEmails } from '../modules/receipts/send-receipt-emails';
import type { Job } from './job';

/** Emails the receipts customers asked for on the hosted page, once each link completes (see sendReceiptEmails). */
export function sendReceiptEmailsJob(opts: { now?: () => Date } = {}): Job {
  return {
    id: 'send-receipt-emails',
    async handler(deps) {
      const report = await sendReceiptEmails(deps, { now: opts.now?.() ?? new Date() });
      if (report.sent.length > 0) deps.log.info({ sent: report.sent }, 'receipt emails sent');
      for (const f of report.failed)
        deps.log.warn({ err: f.error, paymentId: f.paymentId }, 'could not send a receipt email; retrying next round');
      return { more: report.more && report.sent.length > 0 };
    },
  };
}

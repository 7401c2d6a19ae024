import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  /** The last emails, newest first, when the dev outbox is on; otherwise undefined. */
  outbox?: () => (EmailMessage & { sentAt: string })[];
}

const OUTBOX_SIZE = 50;

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it every email goes to the log (with its links)
 * and, when DEV_OUTBOX is on, into a small in-memory outbox readable at /api/dev/outbox.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  devOutbox: boolean;
  log: (msg: string) => void;
}): Mailer {
  const kept: (EmailMessage & { sentAt: string })[] = [];
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text });
      } else {
        opts.log(`email to ${message.to}: ${message.subject}\n${message.text}`);
      }
      if (opts.devOutbox) {
        kept.unshift({ ...message, sentAt: new Date().toISOString() });
        kept.length = Math.min(kept.length, OUTBOX_SIZE);
      }
    },
    outbox: opts.devOutbox ? () => [...kept] : undefined,
  };
}

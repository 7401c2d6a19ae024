import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative (the receipt email carries the merchant's brand); the text stays the whole message. */
  html?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  /** The last emails, newest first, when the dev outbox is on; otherwise undefined. */
  outbox?: () => (EmailMessage & { sentAt: string })[];
}

const OUTBOX_SIZE = 50;

/**
 * SMTP through nodemailer when SMTP_URL is set. Email bodies carry sign-in tokens (verify, reset, wallet-change
 * links), so only with DEV_OUTBOX on (offline mode) are they printed in the log and kept in a small in-memory
 * outbox readable at /api/dev/outbox; otherwise an unsent email is logged by recipient and subject only.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  devOutbox: boolean;
  log: (msg: string) => void;
  warn: (msg: string) => void;
}): Mailer {
  const kept: (EmailMessage & { sentAt: string })[] = [];
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } else if (opts.devOutbox) {
        opts.log(`email to ${message.to}: ${message.subject}\n${message.text}`);
      } else {
        opts.warn(`email to ${message.to} not sent (SMTP_URL is unset): ${message.subject}`);
      }
      if (opts.devOutbox) {
        kept.unshift({ ...message, sentAt: new Date().toISOString() });
        kept.length = Math.min(kept.length, OUTBOX_SIZE);
      }
    },
    outbox: opts.devOutbox ? () => [...kept] : undefined,
  };
}

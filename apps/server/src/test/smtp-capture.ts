import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, so tests can follow emailed links. */
export async function startSmtpCapture() {
  const received: CapturedEmail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
          received.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The newest email to `to` whose subject contains `subjectIncludes`, received after `after` messages (default: any). */
  async function waitForEmail(to: string, subjectIncludes = '', timeoutMs = 15_000, after = 0): Promise<CapturedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received
        .slice(after)
        .reverse()
        .find(
          (m) => m.to.includes(to.toLowerCase()) && m.subject.toLowerCase().includes(subjectIncludes.toLowerCase()),
        );
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = received.map((m) => `  to=${m.to} subject=${JSON.stringify(m.subject)}`).join('\n') || '  (none)';
        throw new Error(
          `no email to ${to} with subject containing "${subjectIncludes}" within ${timeoutMs} ms; received:\n${seen}`,
        );
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, 250));
        waiters.add(wake);
      });
    }
  }

  /** The first URL in an email's text that starts with `prefix`. */
  function linkIn(mail: CapturedEmail, prefix: string): string {
    const link = mail.text
      .split(/\s+/)
      .map((w) => w.replace(/^[<(]+|[>).,]+$/g, ''))
      .find((w) => w.startsWith(prefix));
    if (!link) throw new Error(`no link starting with ${prefix} in email "${mail.subject}":\n${mail.text}`);
    return link;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForEmail,
    linkIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

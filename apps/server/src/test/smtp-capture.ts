import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedEmail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that follow emailed links. */
export async function startSmtpCapture() {
  const received: CapturedEmail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  async function waitForEmail(to: string, subjectIncludes = '', timeoutMs = 10_000): Promise<CapturedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...received].reverse().find((m) => m.to.includes(to.toLowerCase()) && m.subject.includes(subjectIncludes));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no email to ${to} (${subjectIncludes}) within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForEmail,
    /** The first link in an email that starts with the given prefix. */
    linkIn(mail: CapturedEmail, prefix: string): string {
      const link = mail.text.split(/\s+/).find((w) => w.startsWith(prefix));
      if (!link) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

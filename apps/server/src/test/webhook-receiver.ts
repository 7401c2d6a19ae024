import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { prepareWebhookContract, webhookViolation } from './contract-check';

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

export type WebhookAnswer = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number };

/**
 * A real HTTP server on 127.0.0.1 that keeps every request it receives and answers what the test tells it. Every
 * body is checked against the OpenAPI document's webhooks section; close() fails when one did not match.
 */
export async function startWebhookReceiver(
  answer: (request: ReceivedWebhook, index: number) => WebhookAnswer = () => ({ status: 200, body: 'ok' }),
  opts: { checkContract: boolean } = { checkContract: true },
) {
  if (opts.checkContract) prepareWebhookContract();
  const received: ReceivedWebhook[] = [];
  const violations: string[] = [];
  let respond = answer;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { path: req.url ?? '/', headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const violation = opts.checkContract ? webhookViolation(req.headers, request.rawBody) : null;
      if (violation) violations.push(violation);
      const a = respond(request, received.length - 1);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(a.status, a.headers ?? { 'content-type': 'text/plain' });
        res.end(a.body ?? '');
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    answer(next: typeof answer) {
      respond = next;
    },
    violations,
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (violations.length > 0)
        throw new Error(`Webhooks that break the OpenAPI document:\n${[...new Set(violations)].join('\n')}`);
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

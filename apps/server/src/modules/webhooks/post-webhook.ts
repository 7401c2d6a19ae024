import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { WEBHOOK_RESPONSE_SNIPPET_BYTES } from '@paylink/shared';
import { agentFor, RefusedAddress, refusedUrlReason } from '../../lib/ssrf-guard';

export interface PostWebhookOptions {
  allowPrivate: boolean;
  allowInsecure: boolean;
  /** The whole attempt (10 s in production). */
  timeoutMs: number;
  /** Until the TCP connection is up (3 s by default). */
  connectTimeoutMs?: number;
  /** From the request sent to the first byte of the answer (5 s by default). */
  firstByteTimeoutMs?: number;
}

export const CONNECT_TIMEOUT_MS = 3_000;
export const FIRST_BYTE_TIMEOUT_MS = 5_000;

export interface PostWebhookResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The first 4 KB of the response body. */
  responseBody: string | null;
}

/**
 * POSTs one webhook: 2xx within the timeouts (connect 3 s, first byte 5 s, 10 s in all) is success; redirects are not followed (a 3xx is a failure);
 * at most 4 KB of the answer is read. Never throws: every outcome is a result to store.
 */
export async function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  opts: PostWebhookOptions,
): Promise<PostWebhookResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { statusCode: null, error: 'invalid URL', durationMs: 0, responseBody: null };
  }
  const refused = refusedUrlReason(url, opts);
  if (refused) return { statusCode: null, error: refused, durationMs: 0, responseBody: null };

  const protocol = url.protocol as 'http:' | 'https:';
  const send = protocol === 'https:' ? https.request : http.request;
  return new Promise<PostWebhookResult>((resolve) => {
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (result: Omit<PostWebhookResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      resolve({ ...result, durationMs: elapsed() });
    };
    const giveUpAfter = (ms: number, error: string) => {
      const timer = setTimeout(() => {
        request.destroy();
        finish({ statusCode: null, error, responseBody: null });
      }, ms);
      timers.push(timer);
      return timer;
    };
    const request = send(url, {
      method: 'POST',
      agent: agentFor(protocol, opts.allowPrivate),
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString() },
    });
    giveUpAfter(opts.timeoutMs, `timed out after ${opts.timeoutMs / 1000} s`);
    const connectMs = Math.min(opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, opts.timeoutMs);
    const firstByteMs = Math.min(opts.firstByteTimeoutMs ?? FIRST_BYTE_TIMEOUT_MS, opts.timeoutMs);
    const connecting = giveUpAfter(connectMs, `could not connect within ${connectMs / 1000} s`);
    let waiting: NodeJS.Timeout | undefined;
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        clearTimeout(connecting);
        waiting = giveUpAfter(firstByteMs, `no response within ${firstByteMs / 1000} s`);
      });
    });

    request.on('error', (err: NodeJS.ErrnoException) => {
      finish({
        statusCode: null,
        error: err instanceof RefusedAddress ? err.message : (err.code ?? err.message),
        responseBody: null,
      });
    });
    request.on('response', (response) => {
      clearTimeout(connecting);
      clearTimeout(waiting);
      const statusCode = response.statusCode ?? null;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const snippet = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_SNIPPET_BYTES);
        // PostgreSQL text cannot hold NUL characters; a binary answer is kept readable without them.
        const text = new TextDecoder('utf-8', { fatal: false }).decode(snippet).replaceAll('\u0000', '');
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        // The snippet may end in a cut multi-byte character; keep it within the byte limit after decoding.
        const bounded = Buffer.byteLength(text) > WEBHOOK_RESPONSE_SNIPPET_BYTES ? text.slice(0, -1) : text;
        finish({ statusCode, error: ok ? null : `HTTP ${statusCode}`, responseBody: bounded });
      };
      response.on('data', (chunk: Buffer) => {
        if (size >= WEBHOOK_RESPONSE_SNIPPET_BYTES) return;
        chunks.push(chunk);
        size += chunk.length;
        if (size >= WEBHOOK_RESPONSE_SNIPPET_BYTES) {
          done();
          response.destroy();
        }
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}

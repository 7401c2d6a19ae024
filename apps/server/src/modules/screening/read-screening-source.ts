import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { ScreeningSource } from '../../config/app-config';
import { agentFor, refusedUrlReason } from '../../lib/ssrf-guard';
import { ScreeningListError } from './parse-screening-list';

/** OFAC's full SDN CSV is a few MB: anything far larger is not a list. */
export const MAX_LIST_BYTES = 32 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

/** The source as logs, the state row and health name it: a URL without its query (it may carry a token). */
export function sourceName(source: ScreeningSource): string {
  if ('path' in source) return source.path;
  const url = new URL(source.url);
  return `${url.origin}${url.pathname}`;
}

/**
 * The list's text: the file, or an http(s) GET through the webhooks' SSRF guard (public addresses only unless
 * WEBHOOK_ALLOW_PRIVATE, every resolved address checked, no redirects, 30 s, at most 32 MB). Throws
 * ScreeningListError with the reason.
 */
export async function readScreeningSource(source: ScreeningSource, opts: { allowPrivate: boolean }): Promise<string> {
  if ('path' in source) {
    return readFile(source.path, 'utf8').catch((err: NodeJS.ErrnoException) => {
      throw new ScreeningListError(`cannot read ${source.path}: ${err.code ?? err.message}`);
    });
  }
  const url = new URL(source.url);
  const refused = refusedUrlReason(url, { allowPrivate: opts.allowPrivate, allowInsecure: true });
  if (refused) throw new ScreeningListError(refused);
  const protocol = url.protocol as 'http:' | 'https:';
  const get = protocol === 'https:' ? https.get : http.get;
  return new Promise<string>((resolve, reject) => {
    const fail = (reason: string) => reject(new ScreeningListError(reason));
    const request = get(url, { agent: agentFor(protocol, opts.allowPrivate), timeout: TIMEOUT_MS }, (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.resume();
        return fail(`HTTP ${status}`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_LIST_BYTES) {
          request.destroy();
          return fail(`larger than ${MAX_LIST_BYTES} bytes`);
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', (err) => fail(err.message));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (err: NodeJS.ErrnoException) => fail(err.code ?? err.message));
  });
}

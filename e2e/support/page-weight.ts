import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export interface PageWeight {
  /** Every script and stylesheet the page loaded: as served, gzipped, and as sent over the wire (encoded). */
  files: { url: string; type: 'script' | 'stylesheet'; bytes: number; gzipBytes: number; sentBytes: number }[];
  gzipBytes: number;
  /** The HTML document itself (which may carry inline CSS and the page's data), gzipped. */
  htmlGzipBytes: number;
  /** Everything above as sent over the wire (br or gzip when the server compresses, else raw). */
  sentBytes: number;
}

const COUNTED = new Set(['script', 'stylesheet', 'document']);

/**
 * Opens `url` and adds up the HTML, JavaScript and CSS Chromium downloaded for it (lazy chunks included), each
 * gzipped at the default level as a server or CDN would send it, and as actually sent. It ends once the page
 * is `ready`, loaded, and no script or stylesheet request is still in flight; not at network idle, which a
 * page holding a live stream open (the dashboard's change feed) never reaches.
 */
export async function measurePageWeight(
  page: Page,
  url: string,
  ready?: (page: Page) => Promise<unknown>,
): Promise<PageWeight> {
  const loads: Promise<{ url: string; type: string; bytes: number; gzipBytes: number; sentBytes: number } | null>[] =
    [];
  const inFlight = new Set<Request>();
  let settled: (() => void) | undefined;
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) settled?.();
  };
  page.on('request', (request) => {
    if (COUNTED.has(request.resourceType())) inFlight.add(request);
  });
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (!COUNTED.has(type)) return;
    loads.push(
      (async () => {
        const response = await request.response();
        if (!response?.ok()) return null;
        const body = await response.body();
        const { responseBodySize } = await request.sizes();
        return {
          url: response.url(),
          type,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          sentBytes: responseBodySize,
        };
      })().catch(() => null),
    );
    done(request);
  });
  await page.goto(url);
  await ready?.(page);
  await page.waitForLoadState('load');
  if (inFlight.size > 0) await new Promise<void>((resolve) => (settled = resolve));
  const all = (await Promise.all(loads)).filter((f) => f !== null);
  const files = all.filter((f): f is PageWeight['files'][number] => f.type === 'script' || f.type === 'stylesheet');
  const html = all.filter((f) => f.type === 'document');
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    htmlGzipBytes: html.reduce((sum, f) => sum + f.gzipBytes, 0),
    sentBytes: all.reduce((sum, f) => sum + f.sentBytes, 0),
  };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

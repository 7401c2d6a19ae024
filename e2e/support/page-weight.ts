import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface PageWeight {
  /** Every script and stylesheet the page loaded, with its size as served and gzipped. */
  files: { url: string; type: 'script' | 'stylesheet'; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * Opens `url` and adds up the JavaScript and CSS Chromium downloaded for it (lazy chunks included) until the
 * network is idle, each gzipped at the default level as a server or CDN would send it.
 */
export async function measurePageWeight(page: Page, url: string, ready?: (page: Page) => Promise<unknown>): Promise<PageWeight> {
  const loads: Promise<PageWeight['files'][number] | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !response.ok()) return;
    loads.push(
      response.body().then(
        (body) => ({ url: response.url(), type, bytes: body.length, gzipBytes: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  await page.goto(url);
  await ready?.(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(loads)).filter((f) => f !== null);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

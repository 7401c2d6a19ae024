import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface TestBrowser {
  context: BrowserContext;
  /** A new tab in the shared context, with console errors collected. */
  newPage: () => Promise<Page>;
  /** Browser console errors and uncaught page errors seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/**
 * Chromium with a fresh profile (its own user-data dir): no cookies, no localStorage from other runs.
 * Downloads are accepted, clipboard access is granted for `origin`.
 */
export async function launchBrowser(opts: { origin?: string } = {}): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'paylink-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  if (opts.origin) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: opts.origin });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const errors: string[] = [];

  async function newPage(): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    return page;
  }

  return {
    context,
    newPage,
    errors,
    close: async () => {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

/** One Chromium per e2e worker (the files run one after another in it), started on first use. */
let shared: Promise<Browser> | undefined;
function sharedChromium(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return shared;
}

/**
 * A fresh browser context (no cookies, no localStorage from other files) in the worker's one Chromium.
 * Downloads are accepted, clipboard access is granted for `origin`. `close` closes the context, not the browser.
 */
export async function launchBrowser(opts: { origin?: string } = {}): Promise<TestBrowser> {
  const context = await (
    await sharedChromium()
  ).newContext({
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
    },
  };
}

import type { Page } from 'playwright-core';
import { apiClient, freshSolanaWallet, uniqueEmail } from '../e2e/support/api';
import { launchBrowser } from '../e2e/support/browser';
import { kilobytes, measurePageWeight } from '../e2e/support/page-weight';
import { startProduct } from '../e2e/support/start-product';
import { planWithSubscriber } from '../e2e/support/subscriptions';
import { waitForTestIdText } from '../e2e/support/ui';

// What a browser downloads (JavaScript and CSS, gzipped; the JavaScript alone against issue 36's goals; the HTML apart, as it may carry inline CSS; and all of it
// as the server actually sent it, brotli or gzip) for each public page and the merchant app's first screens,
// measured in Chromium against the real product built as `npm start` builds it. Each page is opened in a fresh
// browser profile, so nothing comes from the cache of an earlier page.
const product = await startProduct({ env: { REQUIRE_EMAIL_VERIFICATION: 'false', LOG_LEVEL: 'warn' } });
try {
  const api = apiClient(product.baseUrl);
  const { token } = await api.register(uniqueEmail('weight'));
  await api.setWallets(token!, { walletAddress: freshSolanaWallet() });
  const { payment } = await api.createLink(token!, { amount: '0.1', currency: 'SOL', label: 'Weight' });
  const { planId, portalPath } = await planWithSubscriber(product, token!);

  // Budgets: the whole page (JS + CSS + HTML, gzip) where one was set; and issue 36's goals for the JavaScript alone.
  const pages: {
    name: string;
    url: string;
    ready: (page: Page) => Promise<unknown>;
    budget?: number;
    jsGoal?: number;
    signedIn?: boolean;
  }[] = [
    {
      name: 'landing page (LANDING_PORT /)',
      url: product.landingUrl,
      ready: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
      budget: 50 * 1024,
    },
    {
      name: 'hosted payment page (/payment/:id)',
      url: `${product.baseUrl}/payment/${payment.id}`,
      ready: (p) => waitForTestIdText(p, 'hosted-status', 'Waiting for Payment'),
      budget: 60 * 1024,
      jsGoal: 30 * 1024,
    },
    ...['/login', '/register', '/forgot-password', '/reset-password?token=bench', '/verify-email'].map((path) => ({
      name: `signed out (${path.replace('?token=bench', '?token=…')})`,
      url: `${product.baseUrl}${path}`,
      ready: (p: Page) => p.getByRole('heading', { level: 1 }).waitFor(),
      jsGoal: 40 * 1024,
    })),
    {
      name: 'subscribe page (/subscribe/:planId)',
      url: `${product.baseUrl}/subscribe/${planId}`,
      ready: (p) => p.getByTestId('subscribe-price').waitFor(),
    },
    {
      name: 'portal (/subscription/:token)',
      url: `${product.baseUrl}${portalPath}`,
      ready: (p) => p.getByTestId('portal-status').waitFor(),
    },
    {
      name: 'merchant app, signed in (/dashboard)',
      url: `${product.baseUrl}/dashboard`,
      ready: (p) => p.getByTestId('credits-count').waitFor(),
      signedIn: true,
    },
  ];

  console.log(
    '\nJavaScript + CSS downloaded per page (gzip, as Chromium loaded it), the JavaScript alone, the HTML, and all as sent:\n',
  );
  console.log(
    `${'page'.padEnd(40)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'JS gzip'.padStart(10)} ${'html gzip'.padStart(10)} ${'sent'.padStart(10)}  budget (JS+CSS+HTML); goal (JS)`,
  );
  for (const { name, url, ready, budget, jsGoal, signedIn } of pages) {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      if (signedIn) await page.addInitScript((t) => localStorage.setItem('token', t), token!);
      const weight = await measurePageWeight(page, url, ready);
      const raw = weight.files.reduce((sum, f) => sum + f.bytes, 0);
      const js = weight.files.filter((f) => f.type === 'script').reduce((sum, f) => sum + f.gzipBytes, 0);
      const total = weight.gzipBytes + weight.htmlGzipBytes;
      const verdicts = [
        budget === undefined ? '' : `${kilobytes(budget)} ${total <= budget ? 'ok' : 'OVER'}`,
        jsGoal === undefined ? '' : `JS ≤ ${kilobytes(jsGoal)} ${js <= jsGoal ? 'ok' : 'OVER'}`,
      ];
      console.log(
        `${name.padEnd(40)} ${String(weight.files.length).padStart(5)} ${kilobytes(raw).padStart(10)} ${kilobytes(weight.gzipBytes).padStart(10)} ${kilobytes(js).padStart(10)} ${kilobytes(weight.htmlGzipBytes).padStart(10)} ${kilobytes(weight.sentBytes).padStart(10)}  ${verdicts.filter(Boolean).join('; ')}`,
      );
    } finally {
      await browser.close();
    }
  }
} finally {
  await product.stop();
}

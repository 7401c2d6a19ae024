import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { apiClient, registerMerchant } from './support/api';
import { CHROMIUM_PATH } from './support/browser';
import { productAndBrowser } from './support/suite';

/**
 * Issue 35: the receipt page a customer keeps scores at least 95 for accessibility in Lighthouse (Chromium, mobile
 * preset), on the real product. A score, never a time: only the accessibility category is run.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

describe('receipt page accessibility', () => {
  const suite = productAndBrowser();
  it('scores at least 95 in Lighthouse accessibility', async () => {
    const { product } = suite;
    const api = apiClient(product.baseUrl);
    const { token } = await registerMerchant(api, 'receipt-a11y');
    const { payment } = await api.createLink(token, { amount: '0.1', currency: 'SOL', label: 'Lighthouse receipt' });
    await api.testPay(payment.id);
    // Paid through the product's own watcher: wait for the link to complete (polled, no time asserted).
    while ((await api.publicPayment(payment.id)).status !== 'COMPLETED') await new Promise((r) => setTimeout(r, 200));

    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(`${product.baseUrl}/receipt/${payment.id}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
      });
      const lhr = result!.lhr;
      expect(lhr.runtimeError).toBeUndefined();
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => `${a.id}: ${a.title}`);
      expect(Math.round((lhr.categories.accessibility?.score ?? 0) * 100), failing.join('\n')).toBeGreaterThanOrEqual(
        95,
      );
    } finally {
      chrome.kill();
    }
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, freshSolanaWallet, uniqueEmail } from './support/api';
import type { TestBrowser } from './support/browser';
import { kilobytes, measurePageWeight } from './support/page-weight';
import { FAKE_GOOGLE_CLIENT_ID } from './support/products';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';
import { waitForTestIdText } from './support/ui';

const HOSTED_BUDGET_GZIP_BYTES = 60 * 1024;

declare global {
  interface Window {
    __gis?: { client_id: string; callback: (response: { credential?: string }) => void };
    __pwned?: boolean;
  }
}

// Stands in for https://accounts.google.com/gsi/client: these tests check our page, not Google.
const FAKE_GOOGLE_IDENTITY = `window.google = { accounts: { id: {
  initialize(options) { window.__gis = options; },
  renderButton(parent, options) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
    button.onclick = () => window.__gis.callback({});
    parent.appendChild(button);
  },
} } };`;

async function blockScripts(page: Page) {
  await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort());
}

// Issue 15: the hosted payment page is its own light entry with its data in the HTML; Google sign-in when configured.
describe('light public pages (real product, real browser)', () => {
  const suite = productAndBrowser('google');
  let product: Product;
  let browser: TestBrowser;
  let api: ReturnType<typeof apiClient>;
  let merchantToken: string;

  beforeAll(async () => {
    ({ product, browser, api } = suite);
    merchantToken = (await api.register(uniqueEmail('light')))!.token!;
    await api.setWallets(merchantToken, { walletAddress: freshSolanaWallet() });
  });

  it('the hosted page shows the amount, QR code and wallet link before any script runs', async () => {
    const { payment } = await api.createLink(merchantToken, {
      amount: '0.3',
      currency: 'SOL',
      label: 'No-script order',
    });
    const page = await browser.newPage();
    await blockScripts(page);
    await page.goto(`${product.baseUrl}/payment/${payment.id}`);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Complete Your Payment');
    expect(text).toContain('No-script order');
    expect(text).toContain('0.3 SOL');
    expect(await page.getByAltText('Solana Pay QR code').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // The transaction request first, as the page does once its script runs (issue 31).
    expect(await page.getByRole('link', { name: 'Open Wallet App' }).getAttribute('href')).toBe(
      payment.transactionRequestUrl,
    );
    await page.close();
  });

  it('the hosted page loads at most 60 KB of JavaScript and CSS (gzip), none of it the merchant app, and fetches nothing before its first render', async () => {
    const { payment } = await api.createLink(merchantToken, { amount: '0.4', currency: 'SOL', label: 'Light order' });
    const page = await browser.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    const weight = await measurePageWeight(page, `${product.baseUrl}/payment/${payment.id}`, (p) =>
      waitForTestIdText(p, 'hosted-status', 'Waiting for Payment'),
    );
    console.info(
      `hosted payment page: ${kilobytes(weight.gzipBytes)} gzip JS+CSS in ${weight.files.length} files, HTML ${kilobytes(weight.htmlGzipBytes)}`,
    );
    await waitForTestIdText(page, 'hosted-amount', '0.4 SOL');
    await page.getByTestId('pay-test-wallet').waitFor();
    // The stylesheet is inline in the HTML, so the HTML counts against the budget too.
    expect(weight.gzipBytes + weight.htmlGzipBytes).toBeLessThanOrEqual(HOSTED_BUDGET_GZIP_BYTES);
    for (const file of weight.files) expect(new URL(file.url).pathname).toMatch(/^\/assets\/payment-[\w-]+\.(js|css)$/);
    // The payment and the config came with the HTML; only the live status stream is opened.
    expect(apiCalls).toEqual([`/api/payments/${payment.id}/events`]);
    await page.close();
  });

  it('a failed test-wallet payment shows the error as a toast (the toaster runs on the light runtime too)', async () => {
    const { payment } = await api.createLink(merchantToken, { amount: '0.6', currency: 'SOL', label: 'Toast order' });
    const page = await browser.newPage();
    await page.route('**/test-pay', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Local chain is busy', code: 'UNAVAILABLE' }),
      }),
    );
    await page.goto(`${product.baseUrl}/payment/${payment.id}`);
    await page.getByTestId('pay-test-wallet').click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Local chain is busy' }).waitFor();
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await page.close();
  });

  it('without the live stream the page polls and still turns to Payment Completed', async () => {
    const { payment } = await api.createLink(merchantToken, { amount: '0.7', currency: 'SOL', label: 'Polled order' });
    const page = await browser.newPage();
    await page.route('**/events', (route) => route.abort());
    const statusReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/payments/${payment.id}`) statusReads.push(request.url());
    });
    await page.goto(`${product.baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await api.testPay(payment.id);
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 20_000);
    expect(statusReads.length).toBeGreaterThan(0);
    await page.close();
  });

  it("a label cannot break out of the page's data block", async () => {
    const label = '</script><script>window.__pwned=true</script>';
    const { payment } = await api.createLink(merchantToken, { amount: '0.5', currency: 'SOL', label });
    const page = await browser.newPage();
    const response = await page.goto(`${product.baseUrl}/payment/${payment.id}`);
    expect(response?.headers()['content-type']).toContain('text/html');
    await waitForTestIdText(page, 'hosted-label', label);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(await page.locator('script').count()).toBe(2); // the JSON data block and the page's module
    await page.close();

    const noScript = await browser.newPage();
    await blockScripts(noScript);
    await noScript.goto(`${product.baseUrl}/payment/${payment.id}`);
    expect(await noScript.locator('main').innerText()).toContain(label);
    await noScript.close();
  });

  it('an unknown payment is a 404 page saying Payment not found', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.baseUrl}/payment/does-not-exist`);
    expect(response?.status()).toBe(404);
    await waitForTestIdText(page, 'hosted-status', 'Payment not found');
    await page.close();
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('with GOOGLE_CLIENT_ID the Google button is on /register and /login, with the sign-up and sign-in texts', async () => {
    const page = await browser.newPage();
    let scriptRequests = 0;
    await page.route('https://accounts.google.com/gsi/client', (route) => {
      scriptRequests += 1;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GOOGLE_IDENTITY });
    });

    await page.goto(`${product.baseUrl}/register`);
    const signUp = page.getByTestId('google-sign-in').getByRole('button', { name: 'Sign up with Google' });
    await signUp.waitFor();
    expect(await page.evaluate(() => window.__gis?.client_id)).toBe(FAKE_GOOGLE_CLIENT_ID);
    await signUp.click();
    await page.getByText('Google Sign-Up was unsuccessful. Please try again.').waitFor();

    await page.goto(`${product.baseUrl}/login`);
    const signIn = page.getByTestId('google-sign-in').getByRole('button', { name: 'Sign in with Google' });
    await signIn.click();
    await page.getByText('Google Sign-In was unsuccessful. Please try again.').waitFor();
    expect(scriptRequests).toBe(2);
    await page.close();
  });
});

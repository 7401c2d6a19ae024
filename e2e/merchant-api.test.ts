import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPaylinkClient, PaylinkError, unwrap } from '@paylink/client';
import { MSG } from '@paylink/shared';
import { DEMO_MERCHANT } from '../apps/server/src/modules/accounts/seed-demo-merchant';
import { apiClient, signInWithToken } from './support/api';
import type { TestBrowser } from './support/browser';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';

declare global {
  interface Window {
    __paylink: { type: string; paymentId: string; status: string }[];
  }
}

/** A shop page on another origin that loads the payment button with one script tag (the docs' embed sample). */
async function startShop(baseUrl: string, paymentId: string) {
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>Shop</title></head>
<body>
  <h1>Shop checkout</h1>
  <script>
    window.__paylink = [];
    window.addEventListener('paylink:payment', (e) => window.__paylink.push(e.detail));
  </script>
  <script src="${baseUrl}/embed.js" data-payment-id="${paymentId}" async></script>
</body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/shop.html`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

// Issue 11: API key lifecycle in Settings, the docs navigation, and the /embed.js button on another origin.
describe('merchant API in the browser (real product, real chain)', () => {
  const suite = productAndBrowser();
  let product: Product;
  let browser: TestBrowser;
  let token: string;

  beforeAll(async () => {
    ({ product, browser } = suite);
    // The embedded default seeds the demo merchant: an active STARTER plan, a wallet and credits.
    token = (await apiClient(product.baseUrl).login(DEMO_MERCHANT.email, DEMO_MERCHANT.password)).token;
  });

  it('generates a key shown once, masked after a reload, and revokes it after the confirmation', async () => {
    const page = await browser.newPage();
    await signInWithToken(page, product.baseUrl, token);
    await page.goto(`${product.baseUrl}/settings?tab=api`);
    await page.getByTestId('generate-api-key').click();
    await page.getByText(MSG.apiKeyGenerated).waitFor();
    await page.getByText('Copy your API key now. For your security it will not be shown again.').waitFor();
    const fullKey = (await page.getByTestId('api-key-full').textContent())!.trim();
    expect(fullKey).toMatch(/^pl_test_\w+$/);

    await page.reload();
    const masked = page.getByTestId('api-key-masked');
    await masked.waitFor();
    expect((await masked.textContent())?.trim()).toBe(`${fullKey.slice(0, 12)}…${fullKey.slice(-4)}`);
    expect(await page.getByTestId('api-key-once').count()).toBe(0);
    expect(await page.content()).not.toContain(fullKey);

    let confirmation = '';
    page.once('dialog', (dialog) => {
      confirmation = dialog.message();
      void dialog.accept();
    });
    await page.getByTestId('revoke-api-key').click();
    await page.getByText(MSG.apiKeyRevoked).waitFor();
    await page.getByTestId('api-key-none').waitFor();
    expect(confirmation).toBe(MSG.revokeApiKeyConfirm);
    const revoked = createPaylinkClient({ baseUrl: product.baseUrl, apiKey: fullKey });
    const refused = await unwrap(revoked.GET('/api/v1/payment-links', {})).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PaylinkError);
    expect(refused).toMatchObject({ status: 401 });
    await page.close();
  });

  it('navigates the docs sections and renders the endpoint reference from the OpenAPI document', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/api-docs`);
    // Signed in (the key was revoked above): the way to a key; signed out: Sign Up Free / Login.
    await page.getByText('generate one in Settings → API Integration').waitFor();
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.reload();
    await page.getByTestId('docs-signed-out').getByText('Sign Up Free').waitFor();
    const labels = await page.locator('nav[aria-label="API documentation"] li a').allTextContents();
    expect(labels).toEqual([
      'Overview',
      'Authentication',
      'Endpoints',
      'Webhooks',
      'E-commerce Guide',
      'Merchant Integration',
      'WebView Integration',
      'Examples',
    ]);
    await page.getByTestId('docs-nav-webhooks').click();
    expect(new URL(page.url()).hash).toBe('#webhooks');
    await page
      .getByTestId('endpoint-reference')
      .getByText('/api/v1/payment-links/{id}', { exact: true })
      .first()
      .waitFor();
    // The webhook events come from the same document (its OpenAPI 3.1 webhooks section), payload included.
    const events = page.getByTestId('webhook-events');
    await events.getByText('payment.partially_paid', { exact: true }).click();
    await events.getByText('amount_received', { exact: true }).filter({ visible: true }).first().waitFor();
    await events.getByText('paylink-signature', { exact: true }).filter({ visible: true }).first().waitFor();
    await page.getByTestId('docs-nav-examples').click();
    await page.getByTestId('docs-section-examples').getByRole('link', { name: 'examples page' }).click();
    await page.getByTestId('example-node').waitFor();
    await page.close();
  });

  it('the curl quick start runs as shown on /api-docs and /api-examples', async () => {
    const { apiKey } = await unwrap(
      createPaylinkClient({ baseUrl: product.baseUrl, sessionToken: token }).POST('/api/auth/generate-api-key'),
    );
    const page = await browser.newPage();
    for (const [path, testId] of [
      ['/api-docs', 'sample-curl'],
      ['/api-examples', 'example-curl'],
    ] as const) {
      await page.goto(`${product.baseUrl}${path}`);
      const shown = (await page.getByTestId(testId).locator('code').textContent())!;
      expect(shown).not.toContain('$http');
      expect(shown).toContain(`"${product.baseUrl}/api/v1/payment-links"`);
      // Only the key is the reader's to set; the script runs in bash exactly as displayed.
      const run = spawnSync('bash', ['-e', '-c', shown], {
        env: { ...process.env, PAYLINK_API_KEY: apiKey },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      const created = JSON.parse(run.stdout.slice(0, run.stdout.indexOf('}{') + 1)) as {
        success: boolean;
        data: { payment: { id: string } };
      };
      expect(created).toMatchObject({ success: true, data: { payment: { id: expect.stringMatching(/^pay_/) } } });
      expect(run.stdout).toContain('"success":true,"data":{"payments":[');
    }
    await page.close();
  });

  it('the embed button on another origin opens the modal and reports completion after a test-wallet payment', async () => {
    const api = apiClient(product.baseUrl);
    const { apiKey } = await unwrap(
      createPaylinkClient({ baseUrl: product.baseUrl, sessionToken: token }).POST('/api/auth/generate-api-key'),
    );
    const merchant = createPaylinkClient({ baseUrl: product.baseUrl, apiKey });
    const { payment } = await unwrap(
      merchant.POST('/api/v1/payment-links', {
        body: { amount: '0.2', currency: 'SOL', label: 'Embedded button order' },
      }),
    );

    const shop = await startShop(product.baseUrl, payment.id);
    const page = await browser.newPage();
    try {
      await page.goto(shop.url);
      expect(new URL(page.url()).origin).not.toBe(product.baseUrl);
      await page.locator('[data-paylink-button]').click();
      const modal = page.locator('[data-paylink-modal]');
      await modal.getByText('Embedded button order').waitFor();
      expect((await modal.locator('[data-paylink-amount]').textContent())?.trim()).toBe('0.2 SOL');
      expect(await modal.getByRole('link', { name: 'Open Wallet' }).getAttribute('href')).toBe(payment.solanaPayUrl);
      await modal.locator('img[alt="Solana Pay QR code"]').waitFor();

      await api.testPay(payment.id);
      await modal.getByText('Payment Completed').waitFor({ timeout: 20_000 });
      await page.waitForFunction(() => window.__paylink.length > 0, null, { timeout: 10_000 });
      expect(await page.evaluate(() => window.__paylink)).toEqual([
        { type: 'PAYMENT_COMPLETED', paymentId: payment.id, status: 'COMPLETED' },
      ]);
    } finally {
      await page.close();
      await shop.close();
    }
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

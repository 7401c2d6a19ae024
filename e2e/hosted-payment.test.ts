import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { payTransferRequest } from '@paylink/localnet';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, signInWithToken } from './support/api';
import { waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

declare global {
  interface Window {
    __messages: { data: unknown; origin: string }[];
    __sameDocument?: boolean;
  }
}

/**
 * A merchant's page on another origin (another port) that embeds the hosted payment page and records
 * every message it receives. `host` 127.0.0.1 makes it same-site with the product; "localhost" makes it cross-site.
 */
async function startEmbeddingSite(paymentPageUrl: string, host: '127.0.0.1' | 'localhost') {
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>Shop checkout</title></head>
<body>
  <h1>Shop checkout</h1>
  <script>
    window.__messages = [];
    window.addEventListener('message', (e) => window.__messages.push({ data: e.data, origin: e.origin }));
  </script>
  <iframe id="paylink" src="${paymentPageUrl}" width="480" height="760" title="Paylink payment"></iframe>
</body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/checkout.html`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Issue 5: the hosted payment page — live status, local test wallet, iframe postMessage.
describe('hosted payment page (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();
  let merchantToken: string;

  beforeAll(async () => {
    merchantToken = (await registerMerchant(suite.api, 'shop')).token;
  });

  it('the customer pays with the local test wallet and the page turns to Payment Completed without a reload', async () => {
    const { baseUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '0.25',
      currency: 'SOL',
      label: 'Hosted order',
      message: 'See you soon',
    });

    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await waitForTestIdText(page, 'hosted-label', 'Hosted order');
    await waitForTestIdText(page, 'hosted-amount', '0.25 SOL');
    await page.getByTestId('qr-image').waitFor();
    expect(await page.getByTestId('open-wallet').getAttribute('href')).toBe(payment.transactionRequestUrl);

    await page.evaluate(() => (window.__sameDocument = true));
    const payButton = page.getByTestId('pay-test-wallet');
    await payButton.waitFor();
    expect((await payButton.textContent())?.trim()).toBe('Pay with local test wallet');
    const started = Date.now();
    await payButton.click();
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 15_000);
    const tookMs = Date.now() - started;
    expect(await page.evaluate(() => window.__sameDocument), 'the page must update in place, not reload').toBe(true);
    await page.getByTestId('hosted-completed').waitFor();
    await page.getByText('Your payment has been received and confirmed. Thank you!').waitFor();
    expect(await page.getByTestId('explorer-link').getAttribute('href')).toMatch(
      /^https:\/\/explorer\.solana\.com\/tx\//,
    );
    expect(await page.getByTestId('pay-test-wallet').count()).toBe(0);
    console.info(`hosted page showed Payment Completed ${tookMs} ms after the click`);

    // The customer keeps a receipt: linked from the success state, a printable page with its PDF.
    const receiptHref = await page.getByTestId('receipt-link').getAttribute('href');
    expect(receiptHref).toMatch(new RegExp(`/receipt/${payment.id}$`));
    const receipt = await suite.browser.newPage();
    await receipt.goto(receiptHref!);
    await receipt.getByRole('heading', { name: 'Payment receipt' }).waitFor();
    await receipt.getByText('0.25 SOL').waitFor();
    expect(await receipt.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/receipts/${payment.id}.pdf`,
    );
    await receipt.close();

    // The merchant sees it completed in /payments.
    const merchant = await suite.browser.newPage();
    await signInWithToken(merchant, baseUrl, merchantToken);
    await merchant.goto(`${baseUrl}/payments?status=COMPLETED`);
    const row = merchant.locator(`[data-testid="payment-row"][data-payment-id="${payment.id}"]`);
    await row.waitFor();
    expect((await row.getByTestId('payment-status').textContent())?.trim()).toBe('COMPLETED');
    await merchant.goto(`${baseUrl}/payments/${payment.id}`);
    await waitForTestIdText(merchant, 'payment-status', 'COMPLETED');
    await merchant.getByTestId('transaction-signature').waitFor();
    await merchant.getByTestId('payment-completed-at').waitFor();
    // Issue 35: completed at confirmation; the local chain finalizes it 32 slots later (the finality job's work).
    await waitForTestIdText(merchant, 'payment-finality', 'Confirmed, not final yet');
    await merchant.close();
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('an embedding page on another origin receives PAYMENT_COMPLETED from the iframe when a wallet pays', async () => {
    const { baseUrl, rpcUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '0.1',
      currency: 'SOL',
      label: 'Embedded order',
    });
    const site = await startEmbeddingSite(`${baseUrl}/payment/${payment.id}`, '127.0.0.1');
    const page = await suite.browser.newPage();
    try {
      await page.goto(site.url);
      expect(new URL(page.url()).origin).not.toBe(baseUrl);
      const frame = page.frameLocator('#paylink');
      await frame.getByTestId('hosted-status').filter({ hasText: 'Waiting for Payment' }).waitFor();
      expect(await page.evaluate(() => window.__messages.length)).toBe(0);

      // A wallet pays the Solana Pay URL on the product's chain (what `npm run wallet` does).
      await payTransferRequest({ rpcUrl, url: payment.solanaPayUrl });

      await frame.getByTestId('hosted-status').filter({ hasText: 'Payment Completed' }).waitFor({ timeout: 15_000 });
      await page.waitForFunction(
        () => window.__messages.some((m) => (m.data as { type?: string })?.type === 'PAYMENT_COMPLETED'),
        null,
        {
          timeout: 10_000,
        },
      );
      const messages = await page.evaluate(() => window.__messages);
      const completed = messages.filter((m) => (m.data as { type?: string })?.type === 'PAYMENT_COMPLETED');
      expect(completed).toEqual([{ data: { type: 'PAYMENT_COMPLETED', paymentId: payment.id }, origin: baseUrl }]);
      expect(messages.some((m) => (m.data as { type?: string })?.type === 'PAYMENT_FAILED')).toBe(false);
      expect((await suite.api.publicPayment(payment.id)).status).toBe('COMPLETED');
    } finally {
      await page.close();
      await site.close();
    }
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  // Embedded on a cross-site page ("localhost" vs the product on 127.0.0.1), this Chromium blocks third-party
  // storage: reading localStorage throws, and the page must still work without a session.
  it('the hosted page renders and reports PAYMENT_COMPLETED inside a cross-site iframe', async () => {
    const { baseUrl, rpcUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '0.2',
      currency: 'SOL',
      label: 'Cross-site order',
    });
    const site = await startEmbeddingSite(`${baseUrl}/payment/${payment.id}`, 'localhost');
    const page = await suite.browser.newPage();
    try {
      await page.goto(site.url);
      const frame = page.frameLocator('#paylink');
      await frame.getByTestId('hosted-status').filter({ hasText: 'Waiting for Payment' }).waitFor({ timeout: 5_000 });
      await payTransferRequest({ rpcUrl, url: payment.solanaPayUrl });
      await page.waitForFunction(
        () => window.__messages.some((m) => (m.data as { type?: string })?.type === 'PAYMENT_COMPLETED'),
        null,
        {
          timeout: 15_000,
        },
      );
      const completed = (await page.evaluate(() => window.__messages)).filter(
        (m) => (m.data as { type?: string })?.type === 'PAYMENT_COMPLETED',
      );
      expect(completed).toEqual([{ data: { type: 'PAYMENT_COMPLETED', paymentId: payment.id }, origin: baseUrl }]);
    } finally {
      await page.close();
      await site.close();
    }
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a USDC link paid by a wallet on the local chain is completed', async () => {
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '3.5',
      currency: 'USDC',
      label: 'USDC order',
    });
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-amount', '3.5 USDC');
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await payTransferRequest({ rpcUrl: suite.product.rpcUrl, url: payment.solanaPayUrl });
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 15_000);
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

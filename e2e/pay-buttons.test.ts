import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayButton } from '@paylink/shared';
import { registerMerchant, signInWithToken } from './support/api';
import { productAndBrowser } from './support/suite';
import { waitForTestIdText } from './support/ui';

/** A plain HTML page on another origin (another port), served by the test: the merchant's site with no backend. */
async function startShop() {
  let html = '';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop.html`,
    show: (body: string) =>
      (html = `<!doctype html><html><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Shop</h1>${body}</body></html>`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Issue 55: a pay button on a plain HTML page opens the hosted page, and a payment completes.
describe('pay buttons (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();
  let token: string;
  let shop: Awaited<ReturnType<typeof startShop>>;

  beforeAll(async () => {
    token = (await registerMerchant(suite.api, 'buttons')).token;
    shop = await startShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function buttons(): Promise<PayButton[]> {
    const res = await fetch(`${suite.product.baseUrl}/api/pay-buttons`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { buttons: PayButton[] } }).data.buttons;
  }

  async function payOnHostedPage(page: import('playwright-core').Page, amount: string, label: string) {
    await page.waitForURL((url) => url.origin === suite.product.baseUrl && url.pathname.startsWith('/payment/pay_'));
    await waitForTestIdText(page, 'hosted-label', label);
    await waitForTestIdText(page, 'hosted-amount', amount);
    await page.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 20_000);
    return new URL(page.url()).pathname.split('/').pop()!;
  }

  it('the merchant creates a button in the dashboard; its <script> on a plain page opens the hosted page and the payment completes', async () => {
    const { baseUrl } = suite.product;
    const dashboard = await suite.browser.newPage();
    await signInWithToken(dashboard, baseUrl, token);
    await dashboard.goto(`${baseUrl}/pay-buttons`);
    await dashboard.getByTestId('pay-buttons-empty').waitFor();
    await dashboard.getByTestId('pay-button-new').click();
    await dashboard.getByTestId('pay-button-label').fill('Espresso');
    await dashboard.getByTestId('pay-button-amount').fill('0.05');
    await dashboard.getByTestId('pay-button-currency').fill('SOL');
    await dashboard.getByTestId('pay-button-return-url').fill(`${shop.url}?paid=1`);
    await dashboard.getByTestId('pay-button-save').click();
    // The save is a request the page sends: read the list once it holds the button.
    await expect.poll(async () => (await buttons()).length, { timeout: 10_000 }).toBe(1);
    const [button] = await buttons();
    await dashboard.getByTestId(`pay-button-row-${button!.id}`).filter({ hasText: '0.05 SOL' }).waitFor();
    expect(button!.scriptSnippet).toContain(`data-button="${button!.id}"`);

    shop.show(button!.scriptSnippet);
    const page = await suite.browser.newPage();
    await page.goto(shop.url);
    await page.locator(`form[data-paylink-button="${button!.id}"] button`).filter({ hasText: 'Espresso' }).click();
    const paymentId = await payOnHostedPage(page, '0.05 SOL', 'Espresso');
    // Paid, the hosted page offers the way back to the shop (the button's return URL).
    await page.getByTestId('return-link').click();
    await page.waitForURL(`${shop.url}?paid=1`);

    // The link is tagged with the button in the merchant's list.
    const list = await fetch(`${baseUrl}/api/payments/payments`, { headers: { Authorization: `Bearer ${token}` } });
    const links = (
      (await list.json()) as { data: { payments: { id: string; status: string; metadata: Record<string, string> }[] } }
    ).data.payments;
    expect(links.find((l) => l.id === paymentId)).toMatchObject({
      status: 'COMPLETED',
      metadata: { pay_button_id: button!.id },
    });

    // Paused, the button opens nothing.
    await dashboard.reload();
    await dashboard.getByTestId(`pay-button-pause-${button!.id}`).click();
    await waitForTestIdText(dashboard, `pay-button-status-${button!.id}`, 'Paused');
    await page.goto(shop.url);
    await page.locator(`form[data-paylink-button="${button!.id}"] button`).click();
    await page.getByText('This button is paused. Please contact the seller.').waitFor();
  });

  it('the plain <a href> of a customer-amount button: the customer types the amount, pays, and the link completes', async () => {
    const res = await fetch(`${suite.product.baseUrl}/api/pay-buttons`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        label: 'Tip jar',
        pricing: 'customer',
        minAmount: '0.01',
        maxAmount: '1',
        currency: 'SOL',
      }),
    });
    const { button } = ((await res.json()) as { data: { button: PayButton } }).data;
    shop.show(button.linkSnippet);
    const page = await suite.browser.newPage();
    await page.goto(shop.url);
    await page.getByRole('link', { name: 'Tip jar' }).click();
    await page.getByLabel('Amount (0.01 to 1 SOL)').fill('0.02');
    await page.getByRole('button', { name: 'Pay' }).click();
    await payOnHostedPage(page, '0.02 SOL', 'Tip jar');
  });
});

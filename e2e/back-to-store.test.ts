import { describe, expect, it } from 'vitest';
import { freshSolanaWallet, registerMerchant } from './support/api';
import { productAndBrowser } from './support/suite';
import { waitForTestIdText } from './support/ui';

const SUCCESS_URL = 'https://shop.test/thanks?order=54';
const CANCEL_URL = 'https://shop.test/cart';

// Issue 54: a link with the store's successUrl, paid with the test wallet, takes the customer back to the store.
describe('back to the store (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();

  it('paid, the page says "Payment complete", offers "Back to <merchant>" and returns to the page the store serves', async () => {
    const { baseUrl } = suite.product;
    const { token } = await registerMerchant(suite.api, 'back-to-store', freshSolanaWallet());
    await suite.api.renameAccount(token, 'Test Shop');
    const { payment } = await suite.api.createLink(token, {
      amount: '0.05',
      label: 'Store order',
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    // The store: this test serves its pages.
    await page.route('https://shop.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Shop</title><h1>Thanks from the shop</h1>',
      }),
    );
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    expect(await page.getByTestId('cancel-link').getAttribute('href')).toBe(CANCEL_URL);
    await page.getByTestId('cancel-link').getByText('Cancel and return to Test Shop').waitFor();

    await page.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 30_000);
    await page.getByText('Payment complete', { exact: true }).waitFor();
    expect(await page.getByTestId('return-link').textContent()).toBe('Back to Test Shop');
    expect(await page.getByTestId('return-link').getAttribute('href')).toBe(SUCCESS_URL);
    // A few seconds later the page takes the customer back on its own.
    await page.waitForURL(SUCCESS_URL, { timeout: 15_000 });
    await page.getByText('Thanks from the shop').waitFor();
    await page.close();
  });
});

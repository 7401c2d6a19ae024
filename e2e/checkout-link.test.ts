import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshSolanaWallet, registerMerchant, signInWithToken } from './support/api';
import { waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

/** Clicks a Copy button and returns what landed on the clipboard (the merchant pastes exactly this). */
async function copied(page: Page, button: ReturnType<Page['getByTestId']>): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The checkout link's Open opens the hosted page in a new tab, the customer's view of the link. */
async function opensHostedPage(page: Page, open: ReturnType<Page['getByTestId']>, label: string): Promise<void> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
  await tab.waitForLoadState();
  await tab.getByText('Complete Your Payment').first().waitFor();
  await tab.getByText(label).first().waitFor();
  expect(new URL(tab.url()).pathname).toMatch(/^\/payment\/pay_\w+$/);
  await tab.close();
}

// Issue 38 item 1: the link a merchant shares is the checkout page, shown first with Copy and Open, on a laptop and a phone.
describe('the shareable checkout link (real product, real browser)', () => {
  const suite = productAndBrowser();

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`the result panel, the detail page and the list give /payment/<id> to copy and open (${viewport.name})`, async () => {
      const { baseUrl } = suite.product;
      const merchant = await registerMerchant(suite.api, `checkout-${viewport.name}`, freshSolanaWallet());
      const page = await suite.browser.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInWithToken(page, baseUrl, merchant.token);

      const label = `Checkout ${viewport.name}`;
      await page.goto(`${baseUrl}/create-payment`);
      await page.getByTestId('create-payment-form').waitFor();
      await page.getByLabel('Amount').fill('0.25');
      await page.getByLabel('Label', { exact: true }).fill(label);
      await page.getByTestId('create-submit').click();
      const result = page.getByTestId('payment-result');
      await result.waitFor();
      const id = /^\/payments\/([^/]+)$/.exec((await page.getByTestId('view-details').getAttribute('href')) ?? '')![1]!;
      const checkoutUrl = `${baseUrl}/payment/${id}`;

      // The result panel: the checkout link's QR and the link come before the wallet URI, which keeps its own copy and QR.
      await waitForTestIdText(page, 'checkout-url', checkoutUrl);
      const order = await result.evaluate((panel) => {
        const [qr, link, uri, walletQr] = ['checkout-qr', 'checkout-url', 'payment-url', 'qr-image'].map((id) =>
          panel.querySelector(`[data-testid="${id}"]`)!,
        ) as [Element, Element, Element, Element];
        const before = (a: Element, b: Element) =>
          Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return before(qr, link) && before(link, uri) && before(uri, walletQr);
      });
      expect(order).toBe(true);
      await result.getByText('Wallet payment URI').waitFor();
      expect(await copied(page, result.getByTestId('copy-checkout-url'))).toBe(checkoutUrl);
      expect(await copied(page, result.getByTestId('copy-payment-url'))).toMatch(/^solana:/);
      await opensHostedPage(page, result.getByTestId('open-checkout-url'), label);

      // The detail page.
      await page.goto(`${baseUrl}/payments/${id}`);
      await waitForTestIdText(page, 'checkout-url', checkoutUrl);
      await page.getByText('Wallet payment URI').waitFor();
      expect(await copied(page, page.getByTestId('copy-checkout-url'))).toBe(checkoutUrl);
      await opensHostedPage(page, page.getByTestId('open-checkout-url'), label);

      // The list (a table on the laptop, cards on the phone).
      await page.goto(`${baseUrl}/payments`);
      const row = page.locator(`[data-testid="payment-row"][data-payment-id="${id}"]`);
      await row.waitFor();
      expect(await copied(page, row.getByTestId('copy-checkout-url'))).toBe(checkoutUrl);
      expect(await copied(page, row.getByTestId('copy-payment-url'))).toMatch(/^solana:/);
      await opensHostedPage(page, row.getByTestId('open-checkout-url'), label);
      // Every action fits the phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.close();
    });
  }
});

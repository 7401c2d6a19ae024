import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, registerMerchant, uniqueEmail } from './support/api';
import { axeViolations } from './support/axe';
import { productAndBrowser } from './support/suite';
import { waitForPath, waitForTestIdText } from './support/ui';

const SHOP = 'Corner Café';

async function call<T>(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function expectNoAxeViolations(page: Page, screen: string) {
  // A toast sliding in or out ("Welcome back!") is half transparent, which axe reads as low contrast: scan once it has gone.
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
    timeout: 10_000,
  });
  expect(await axeViolations(page), `axe on the POS ${screen}`).toEqual([]);
}

// Issue 55 (done when): at a tablet and a phone size, a cashier signs in, charges $4.50, the test wallet pays, the
// POS shows Paid, then the next sale. axe finds nothing on each POS screen.
describe('point of sale (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();

  it.each([
    ['a tablet', 1024, 768],
    ['a phone', 390, 844],
  ])(
    'at %s size: a cashier charges $4.50, the test wallet pays, Paid, then the next sale',
    async (_size, width, height) => {
      const { product, browser, api } = suite;
      const { baseUrl, smtp } = product;
      const owner = await registerMerchant(api, 'pos-owner');
      await api.renameAccount(owner.token, SHOP);
      // The owner invites a cashier, who has (or makes) a Paylink sign-in and accepts.
      const cashierEmail = uniqueEmail('pos-cashier');
      await call(baseUrl, 'POST', '/api/team/invitations', owner.token, { email: cashierEmail, role: 'cashier' });
      const invite = new URL(
        smtp.linkIn(await smtp.waitForEmail(cashierEmail, 'invited'), `${baseUrl}/accept-invite?token=`),
      ).searchParams.get('token');
      const cashierToken = (await api.register(cashierEmail)).token!;
      await call(baseUrl, 'POST', '/api/team/invitations/accept', cashierToken, { token: invite });

      // The counter's device opens /pos and signs in as the cashier; the POS acts for the shop.
      const page = await browser.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${baseUrl}/pos`);
      await waitForPath(page, '/login');
      await page.getByLabel('Email').fill(cashierEmail);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await waitForPath(page, '/pos');
      await waitForTestIdText(page, 'pos-shop', SHOP);
      await page.getByTestId('pos-keypad').waitFor();
      expect(await page.getByTestId('pos-currency').inputValue()).toBe('USD');
      await expectNoAxeViolations(page, 'keypad');

      for (const key of ['4', 'point', '5', '0']) await page.getByTestId(`pos-key-${key}`).click();
      await waitForTestIdText(page, 'pos-amount', '4.50');
      await page.getByTestId('pos-note').fill('Two coffees');
      await page.getByTestId('pos-charge').click();
      await waitForTestIdText(page, 'pos-payment-amount', '4.50 USD');
      await waitForTestIdText(page, 'pos-status', 'Waiting');
      await page.getByTestId('qr-image').waitFor();
      await expectNoAxeViolations(page, 'payment screen');

      // The sale is kept on the device; the test wallet pays it on the local chain.
      const saleId = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('paylink.pos.openSale') ?? '{}') as { sale?: { id: string } }).sale?.id,
      );
      expect(saleId).toMatch(/^pay_/);
      await api.testPay(saleId!);
      await page.getByTestId('pos-paid').waitFor({ timeout: 30_000 });
      await waitForTestIdText(page, 'pos-paid-amount', '4.50 USD');
      expect((await api.publicPayment(saleId!)).status).toBe('COMPLETED');
      await expectNoAxeViolations(page, 'Paid screen');

      // Ready for the next sale.
      await page.getByTestId('pos-next-sale').click();
      await waitForTestIdText(page, 'pos-amount', '0');
      expect(await page.evaluate(() => localStorage.getItem('paylink.pos.openSale'))).toBeNull();

      // A new sale while one is open asks first.
      await page.getByTestId('pos-key-1').click();
      await page.getByTestId('pos-charge').click();
      await waitForTestIdText(page, 'pos-status', 'Waiting');
      await page.getByTestId('pos-new-sale').click();
      await page.getByTestId('pos-confirm-new').waitFor();
      await expectNoAxeViolations(page, 'new-sale dialog');
      await page.getByTestId('pos-confirm-new-sale').click();
      await page.getByTestId('pos-keypad').waitFor();

      // Today's shift: both sales, the paid one with its receipt QR.
      await page.getByTestId('pos-tab-shift').click();
      await page.getByTestId('pos-shift').waitFor();
      expect(await page.getByTestId('pos-shift-sale').count()).toBe(2);
      await page.getByRole('button', { name: 'Receipt QR' }).click();
      await page.getByAltText('Receipt QR code for 4.50 USD').waitFor();
      await expectNoAxeViolations(page, 'shift view');
      await page.getByTestId('pos-sign-out').click();
      await waitForPath(page, '/login');
      await page.close();
    },
  );
});

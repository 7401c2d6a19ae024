import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, signInWithToken } from './support/api';
import { waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

// Issue 21: a link priced in USD, paid in the token the customer picks, at a quote that renews when its countdown ends.
describe('fiat-priced link on the hosted page (real product, real chain, real browser)', () => {
  // A short quote so the countdown's end (and the renewal it triggers) happens within the test.
  const suite = productAndBrowser('shortQuotes');
  let merchantToken: string;

  beforeAll(async () => {
    merchantToken = (await registerMerchant(suite.api, 'fiat')).token;
  });

  it('shows the price and token amount, switches token, renews the quote when the countdown ends, and completes', async () => {
    const { baseUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '25',
      currency: 'USD',
      payCurrencies: ['SOL', 'USDC'],
      label: 'Fiat order',
    });
    expect(payment).toMatchObject({ amount: '25.00', currency: 'USD', payAmount: '0.1', payCurrency: 'SOL' });

    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await waitForTestIdText(page, 'hosted-amount', '25.00 USD');
    await waitForTestIdText(page, 'hosted-pay-amount', '0.1 SOL');
    // Issue 38 item 13: the countdown is the price's, says what happens when it ends, and the link's own expiry stays in words.
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^Price held for 00:(10|0\d)$/);
    await waitForTestIdText(page, 'price-refresh', 'When it ends, the price refreshes at the current rate.');
    expect(await page.getByTestId('link-expiry').textContent()).toMatch(/^This payment link stays open until .+\.$/);
    // Issue 54: one clock on the page, not three (no "price locked until" beside the countdown).
    expect(await page.getByTestId('hosted-price-locked').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Pay with' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'SOL' }).isChecked()).toBe(true);

    // The customer switches to USDC: a fresh quote in USDC, and the wallet link asks for 25 USDC.
    await page.getByText('USDC', { exact: true }).click();
    await waitForTestIdText(page, 'hosted-pay-amount', '25 USDC');
    expect(await page.getByRole('radio', { name: 'USDC' }).isChecked()).toBe(true);
    await page.getByTestId('simple-transfer-switch').click();
    expect(await page.getByTestId('open-wallet').getAttribute('href')).toMatch(/amount=25&spl-token=/);

    // The countdown ends with nothing paid: the page asks for a new quote on its own, and counts down again.
    const before = (await suite.api.publicPayment(payment.id)).quote!.expiresAt;
    const renewal = await page.waitForResponse(
      (res) => res.url().endsWith(`/api/payments/${payment.id}/quote`) && res.request().method() === 'POST',
      { timeout: 20_000 },
    );
    expect(renewal.status()).toBe(200);
    const after = (await suite.api.publicPayment(payment.id)).quote!.expiresAt;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
    await page.waitForFunction(() =>
      /Price held for 00:(10|0[1-9])/.test(document.querySelector('[data-testid="countdown"]')?.textContent ?? ''),
    );
    await waitForTestIdText(page, 'hosted-pay-amount', '25 USDC');

    await page.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 30_000);
    // Once paid, the quote is fixed: no token switcher any more.
    expect(await page.getByTestId('token-switcher').count()).toBe(0);
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('creates a EUR-priced link from the form and exports it in the CSV from Payment Links', async () => {
    const { baseUrl } = suite.product;
    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, merchantToken);
    await page.goto(`${baseUrl}/create-payment`);
    await page.getByTestId('create-payment-form').waitFor();
    await page.getByLabel('Amount').fill('10.80');
    await page.getByLabel('Currency').selectOption('EUR');
    // Both tokens are offered and ticked; the customer will choose. Keep only USDC here.
    await page.getByRole('group', { name: 'Customer pays with' }).waitFor();
    await page.getByRole('checkbox', { name: 'SOL' }).uncheck();
    await page.getByLabel('Label', { exact: true }).fill('=EUR order');
    await page.getByTestId('create-submit').click();
    await waitForTestIdText(page, 'result-amount', '10.80 EUR= 11.664 USDC at 0.925925925926 EUR/USDC');

    await page.goto(`${baseUrl}/payments`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^paylink-payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(
      csv.startsWith('\uFEFFid,created_at,status,label,amount,currency,pay_amount,pay_currency,network,rate,'),
    ).toBe(true);
    expect(csv).toMatch(
      /,PENDING,'=EUR order,10\.80,EUR,11\.664,USDC,solana,0\.925925925926,0,,,,0,http:\/\/127\.0\.0\.1:\d+\/payment\/pay_\w+,,,,\r\n/,
    );
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

import { payTransferRequest } from '@paylink/localnet';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signInWithToken, uniqueEmail } from './support/api';
import type { TestBrowser } from './support/browser';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';
import { waitForPath, waitForTestIdText } from './support/ui';

// Issue 13: buying credits in crypto from Settings → Credits, and the /thank-you page.
describe('credit purchases (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();
  let product: Product;
  let browser: TestBrowser;
  let api: ReturnType<typeof apiClient>;

  beforeAll(() => {
    ({ product, browser, api } = suite);
  });

  it("buys 20 pay-as-you-go credits in USDC with the dialog's local test wallet button and lands on /thank-you with the new balance", async () => {
    const { baseUrl } = product;
    const { token } = await api.register(uniqueEmail('buyer'));
    const page = await browser.newPage();
    await signInWithToken(page, baseUrl, token!);
    await page.goto(`${baseUrl}/settings?tab=credits`);

    await waitForTestIdText(page, 'credits-total', '5 credits');
    await waitForTestIdText(page, 'credits-purchased', '5');
    await waitForTestIdText(
      page,
      'card-disabled-note',
      'Paying by card is not available on this Paylink yet. You can pay in USDC with a Solana wallet instead.',
    );
    const payg = page.getByTestId('pricing-pay-as-you-go');
    expect(await payg.getByRole('button', { name: 'Pay with Card' }).isDisabled()).toBe(true);
    await page.getByTestId('plan-starter').getByText('Most Popular').waitFor();

    await page.getByTestId('pricing-pay-as-you-go-credits').fill('2');
    await payg.getByText('Credits must be between 5 and 1000').waitFor();
    await page.getByTestId('pricing-pay-as-you-go-credits').fill('20');
    await payg.getByText('Total: $2.00').waitFor();

    const created = page.waitForResponse((r) => r.url().endsWith('/api/auth/purchase-credits-crypto'));
    await payg.getByRole('button', { name: 'Pay with Crypto (USDC)' }).click();
    await created;
    const modal = page.getByTestId('crypto-purchase-modal');
    await modal.waitFor();
    await waitForTestIdText(page, 'purchase-amount', '2 USDC');
    await waitForTestIdText(page, 'purchase-credits', '20 credits · Pay as you go');
    expect(await page.getByTestId('purchase-countdown').textContent()).toMatch(/^(10:00|9:5\d)$/);
    expect(await modal.getByText('Open Wallet App').getAttribute('href')).toMatch(/^solana:/);
    await modal.getByText('Waiting for payment...').waitFor();

    // Offline, the dialog offers the hosted page's local test wallet.
    await modal.getByRole('button', { name: 'Pay with local test wallet' }).click();
    await page.getByTestId('purchase-completed').waitFor({ timeout: 20_000 });
    await waitForPath(page, '/thank-you', 20_000);
    expect(new URL(page.url()).searchParams.get('payment')).toBe('success');
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await waitForTestIdText(page, 'thank-you-balance', '25 credits');
    await page.getByText('Payment successful! Credits have been added to your account.').waitFor();

    await page.goto(`${baseUrl}/settings?tab=credits`);
    await waitForTestIdText(page, 'credits-total', '25 credits');
    const history = page.getByTestId('purchase-history');
    await history.getByText('Pay as you go').waitFor();
    await history.getByText('Crypto (USDC)').waitFor();
    await page.close();
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('an underpaid transfer adds nothing: the modal says what arrived and asks for the rest', async () => {
    const { baseUrl, rpcUrl } = product;
    const { token } = await api.register(uniqueEmail('underpayer'));
    const page = await browser.newPage();
    await signInWithToken(page, baseUrl, token!);
    await page.goto(`${baseUrl}/settings?tab=credits`);
    await waitForTestIdText(page, 'credits-total', '5 credits');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/auth/purchase-credits-crypto'));
    await page.getByTestId('pricing-pay-as-you-go').getByRole('button', { name: 'Pay with Crypto (USDC)' }).click();
    const { data } = (await (await created).json()) as { data: { payment: { solanaPayUrl: string } } };

    await payTransferRequest({ rpcUrl, url: data.payment.solanaPayUrl, amountOverride: 100_000n });
    // 0.1 USDC of the price arrived: the link stays open for the rest (it fails only if time runs out; server tests
    // cover that), and the QR and wallet link now ask for what is left.
    const partial = page.getByTestId('purchase-partial');
    await partial.waitFor({ timeout: 20_000 });
    await partial
      .getByText(/^Received 0\.1 USDC\. Pay the remaining [\d.]+ USDC to complete your purchase\.$/)
      .waitFor();
    const remaining = /remaining ([\d.]+) USDC/.exec(await partial.innerText())![1]!;
    // The transaction request (shown first, gasless) always asks for what is left; the simple transfer code says it.
    expect(await page.getByRole('link', { name: 'Open Wallet App' }).getAttribute('href')).toMatch(/^solana:https?%3A/);
    await page.getByTestId('simple-transfer-switch').click();
    expect(await page.getByRole('link', { name: 'Open Wallet App' }).getAttribute('href')).toContain(
      `amount=${remaining}&`,
    );
    await page.getByTestId('crypto-purchase-modal').getByRole('button', { name: 'Close' }).click();
    await waitForTestIdText(page, 'credits-total', '5 credits');
    await page.close();
  });

  it('shows the cancelled page after a cancelled checkout', async () => {
    const { baseUrl } = product;
    const { token } = await api.register(uniqueEmail('canceller'));
    const page = await browser.newPage();
    await signInWithToken(page, baseUrl, token!);
    await page.goto(`${baseUrl}/thank-you?payment=cancelled`);
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await page.getByText('Your payment was cancelled. No charges were made to your account.').waitFor();
    await page.getByText('Payment was cancelled.', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/settings?tab=credits');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    await page.close();
  });
});

import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { base58Encode } from '@paylink/shared';
import { freshSolanaWallet, uniqueEmail } from './support/api';
import { signInThroughUi, waitForPath, waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Fills and submits the create-payment form, waits for the result and returns the new payment's id. */
async function createThroughForm(
  page: Page,
  input: { amount: string; currency: 'SOL' | 'USDC'; label: string; message?: string },
): Promise<string> {
  const form = page.getByTestId('create-payment-form');
  await form.waitFor();
  expect(await page.getByLabel('Network').inputValue()).toBe('solana');
  await page.getByLabel('Amount').fill(input.amount);
  await page.getByLabel('Currency').selectOption(input.currency);
  await page.getByLabel('Label', { exact: true }).fill(input.label);
  if (input.message) await page.getByLabel('Message (optional)').fill(input.message);
  await page.getByTestId('create-submit').click();
  await page.getByTestId('payment-result').waitFor();
  await waitForTestIdText(page, 'result-amount', `${input.amount} ${input.currency}`);
  const href = await page.getByTestId('view-details').getAttribute('href');
  const id = /^\/payments\/([^/]+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no payment id in the View Details link: ${href}`);
  return id;
}

// Issue 4: payment links — create SOL and USDC links, QR + URL, download, details, list, credits.
describe('payment links (real product, real browser)', () => {
  const suite = productAndBrowser();
  const wallet = freshSolanaWallet();

  it('a merchant creates SOL and USDC links, downloads the QR, finds them, and runs out of credits', async () => {
    const { baseUrl } = suite.product;
    const { api } = suite;
    const email = uniqueEmail('merchant');
    const registered = await api.register(email);
    expect(registered.token, 'REQUIRE_EMAIL_VERIFICATION=false signs the user in at once').toBeTruthy();

    const page = await suite.browser.newPage();
    await signInThroughUi(page, baseUrl, email);
    await waitForTestIdText(page, 'credits-count', '5');

    // The merchant saves a Solana wallet; the create form uses it as the default recipient.
    await page.goto(`${baseUrl}/settings?tab=wallet`);
    await page.getByLabel('Solana Wallet Address').fill(wallet);
    await page.getByTestId('save-wallets').click();
    await page.getByText('Wallet addresses updated successfully!').waitFor();

    await page.getByTestId('nav-create-payment').click();
    await waitForPath(page, '/create-payment');
    await page.getByTestId('create-payment-form').waitFor();
    expect(await page.getByLabel('Recipient Wallet Address').inputValue()).toBe(wallet);
    await waitForTestIdText(page, 'available-credits', '5');
    await page.getByTestId('result-placeholder').waitFor();

    // 1. A SOL link.
    const solId = await createThroughForm(page, {
      amount: '0.5',
      currency: 'SOL',
      label: 'Coffee beans',
      message: 'Thanks for your order',
    });
    await page.getByText('Payment link created successfully!').waitFor();
    // The checkout link's QR comes first (the code to share); the wallet URI's is second.
    const qrSrc = await page.getByTestId('checkout-qr').getAttribute('src');
    expect(qrSrc).toMatch(/^data:image\/png;base64,/);
    expect(
      await page.getByTestId('checkout-qr').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.getByTestId('qr-image').getAttribute('src')).not.toBe(qrSrc);
    const solUrl = (await page.getByTestId('payment-url').textContent())!.trim();
    expect(solUrl.startsWith(`solana:${wallet}?amount=0.5&`)).toBe(true);
    expect(solUrl).not.toContain('spl-token=');
    expect(solUrl).toContain('label=Coffee%20beans');
    await waitForTestIdText(page, 'result-recipient', wallet);
    await waitForTestIdText(page, 'payment-status', 'PENDING');
    await waitForTestIdText(page, 'credits-count', '4');
    await waitForTestIdText(page, 'available-credits', '4');

    // Download QR saves "<payment id>.png", a real PNG.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-qr').click()]);
    expect(download.suggestedFilename()).toBe(`${solId}.png`);
    const png = await readFile((await download.path())!);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeGreaterThan(500);
    // A quiet zone around the 300 px QR, and room for the label and amount under it.
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 348, height: 404 });

    // 2. A USDC link.
    await page.getByTestId('create-another').click();
    await page.getByTestId('result-placeholder').waitFor();
    const usdcId = await createThroughForm(page, { amount: '12.5', currency: 'USDC', label: 'Invoice 42' });
    const usdcUrl = (await page.getByTestId('payment-url').textContent())!.trim();
    expect(usdcUrl.startsWith(`solana:${wallet}?amount=12.5&spl-token=`)).toBe(true);
    await waitForTestIdText(page, 'credits-count', '3');
    await waitForTestIdText(page, 'available-credits', '3');

    // Details page of the SOL link.
    await page.goto(`${baseUrl}/payments/${solId}`);
    await waitForTestIdText(page, 'payment-label', 'Coffee beans');
    await waitForTestIdText(page, 'payment-amount', '0.5 SOL');
    await waitForTestIdText(page, 'payment-status', 'PENDING');
    await waitForTestIdText(page, 'recipient-address', wallet);
    await waitForTestIdText(page, 'payment-url', solUrl);
    await page.getByTestId('qr-image').waitFor();
    await page.getByText('Thanks for your order').waitFor();

    // The list: both links; search by label and message; status filter.
    await page.goto(`${baseUrl}/payments`);
    const rows = page.getByTestId('payment-row');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByTestId('payments-search').fill('invoice');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-payment-id')).toBe(usdcId);
    await page.getByTestId('payments-search').fill('thanks for your');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-payment-id')).toBe(solId);
    await page.getByTestId('payments-search').fill('no such label');
    await page.getByText('No payments on this page match your search.').waitFor();
    await page.getByTestId('payments-search').fill('');

    await page.getByTestId('payments-status-filter').selectOption('PENDING');
    await page.waitForURL((url) => url.searchParams.get('status') === 'PENDING');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByTestId('payments-status-filter').selectOption('COMPLETED');
    await page.waitForURL((url) => url.searchParams.get('status') === 'COMPLETED');
    await page.getByText('No COMPLETED payments.').waitFor();
    expect(await rows.count()).toBe(0);
    await page.getByTestId('payments-status-filter').selectOption('');
    await expect.poll(() => rows.count()).toBe(2);

    // Row "Details" opens the detail page.
    await page
      .locator(`[data-testid="payment-row"][data-payment-id="${usdcId}"]`)
      .getByTestId('payment-details-link')
      .click();
    await waitForPath(page, `/payments/${usdcId}`);
    await waitForTestIdText(page, 'payment-amount', '12.5 USDC');

    // 3 more links use up the credits, one at a time.
    await page.goto(`${baseUrl}/create-payment`);
    for (const [i, left] of [2, 1, 0].entries()) {
      if (i > 0) {
        await page.getByTestId('create-another').click();
        await page.getByTestId('result-placeholder').waitFor();
      }
      await createThroughForm(page, { amount: `0.0${i + 1}`, currency: 'SOL', label: `Extra ${i + 1}` });
      await waitForTestIdText(page, 'credits-count', String(left));
      await waitForTestIdText(page, 'available-credits', String(left));
    }

    // With 0 credits the form is blocked.
    await page.getByTestId('insufficient-credits').waitFor();
    await page.getByText('You need at least 1 credit to create a payment link.').waitFor();
    expect(await page.getByTestId('create-submit').isDisabled()).toBe(true);
    await page.reload();
    await page.getByTestId('create-payment-form').waitFor();
    await page.getByText('You need at least 1 credit to create a payment link.').waitFor();
    expect(await page.getByTestId('create-submit').isDisabled()).toBe(true);
    await waitForTestIdText(page, 'credits-count', '0');

    // The server agrees: 5 links, and a 6th is refused.
    const { token } = await api.login(email);
    expect((await api.listPayments(token, '?limit=100')).payments).toHaveLength(5);
    await expect(api.createLink(token, { amount: '1', label: 'One too many' })).rejects.toThrow(/402/);
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
  it('a double-click on Create makes one link and spends one credit; the form stays locked until Create Another', async () => {
    const { baseUrl } = suite.product;
    const { api } = suite;
    const email = uniqueEmail('double');
    await api.register(email);
    const page = await suite.browser.newPage();
    // Signed out first: the test before left its merchant signed in in this browser.
    await page.goto(`${baseUrl}/api-docs`);
    await page.evaluate(() => localStorage.clear());
    await signInThroughUi(page, baseUrl, email);
    await page.goto(`${baseUrl}/create-payment`);
    await page.getByTestId('create-payment-form').waitFor();
    await page.getByLabel('Amount').fill('0.3');
    await page.getByLabel('Label', { exact: true }).fill('Double click');
    await page.getByLabel('Recipient Wallet Address').fill(base58Encode(randomBytes(32)));
    await page.getByTestId('create-submit').dblclick();
    await page.getByTestId('payment-result').waitFor();
    await waitForTestIdText(page, 'available-credits', '4');
    // Another click after success creates nothing.
    expect(await page.getByTestId('create-submit').isDisabled()).toBe(true);
    await page.getByTestId('create-submit').click({ force: true });
    const { token } = await api.login(email);
    expect((await api.listPayments(token, '?limit=100')).payments).toHaveLength(1);
    await waitForTestIdText(page, 'credits-count', '4');

    await page.getByTestId('create-another').click();
    expect(await page.getByTestId('create-submit').isDisabled()).toBe(false);
    await page.close();
  });
});

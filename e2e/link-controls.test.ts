import { sendTestTransfer } from '@paylink/localnet';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { freshSolanaWallet, registerMerchant, signInWithToken } from './support/api';
import { expectCleanScreen, waitForPath, waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

// Issue 54: links the merchant controls (deactivate, edit, duplicate) and a Create that tells when the server is slow.
describe('links the merchant controls (real product, real browser)', () => {
  const suite = productAndBrowser();

  it('edits an open link, deactivates it after a confirmation dialog; the checkout says it was cancelled; a late payment lands in the inbox', async () => {
    const { baseUrl, rpcUrl } = suite.product;
    const wallet = freshSolanaWallet();
    const { token } = await registerMerchant(suite.api, 'deactivate', wallet);
    const { payment } = await suite.api.createLink(token, { amount: '0.2', currency: 'SOL', label: 'Order 12' });
    const reference = new URL(payment.paymentUrl).searchParams.get('reference')!;

    for (const size of [DESKTOP, PHONE]) {
      const page = await suite.browser.newPage();
      await page.setViewportSize(size);
      await signInWithToken(page, baseUrl, token);
      await page.goto(`${baseUrl}/payments/${payment.id}`);
      await waitForTestIdText(page, 'payment-status', 'PENDING');
      const deactivate = page.getByTestId('deactivate-link');
      await deactivate.waitFor();
      const box = (await deactivate.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.height).toBeGreaterThanOrEqual(24);
      // The dialog is the page's own (not confirm()); keeping the link open changes nothing.
      await deactivate.click();
      const dialog = page.getByTestId('deactivate-dialog');
      await dialog.getByText('The link stops taking payments now').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByTestId('deactivate-keep').click();
      await dialog.waitFor({ state: 'detached' });
      await page.close();
    }

    const page = await suite.browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signInWithToken(page, baseUrl, token);
    await page.goto(`${baseUrl}/payments/${payment.id}`);
    await page.getByTestId('edit-link').click();
    const edit = page.getByTestId('edit-dialog');
    await edit.getByLabel('Label').fill('Order 12 (blue mug)');
    await edit.getByLabel('Message (optional)').fill('Thanks!');
    await edit.getByTestId('edit-save').click();
    await page.getByText('Payment link updated').waitFor();
    await waitForTestIdText(page, 'payment-label', 'Order 12 (blue mug)');

    await page.getByTestId('deactivate-link').click();
    await page.getByTestId('deactivate-confirm').click();
    await page.getByText('Payment link deactivated').waitFor();
    await waitForTestIdText(page, 'payment-status', 'EXPIRED');
    await waitForTestIdText(page, 'payment-cancelled', 'Cancelled');
    expect(await page.getByTestId('deactivate-link').count()).toBe(0);
    expect(await page.getByTestId('edit-link').count()).toBe(0);
    await page.goto(`${baseUrl}/payments`);
    await page
      .locator(`[data-testid="payment-row"][data-payment-id="${payment.id}"] [data-testid="payment-cancelled"]`)
      .first()
      .waitFor();

    // The customer's checkout says so, at phone width, and offers no way to pay.
    const checkout = await suite.browser.newPage();
    await checkout.setViewportSize(PHONE);
    await checkout.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(checkout, 'hosted-status', 'Payment Cancelled');
    await checkout.getByText('The merchant cancelled this payment link.').waitFor();
    expect(await checkout.getByTestId('hosted-retry').count()).toBe(0);
    expect(await checkout.getByRole('link', { name: 'Open Wallet App' }).count()).toBe(0);
    expect(await axeViolations(checkout)).toEqual([]);

    // A customer who pays the old request anyway: the link stays cancelled, the money is listed in the merchant's inbox.
    const sent = await sendTestTransfer({
      rpcUrl,
      recipient: wallet,
      amount: 200_000_000n,
      token: 'SOL',
      references: [reference],
    });
    await expect
      .poll(async () => (await suite.api.unmatchedTransfers(token)).transfers.map((t) => t.signature), {
        timeout: 20_000,
        interval: 500,
      })
      .toContain(sent.signature);
    expect((await suite.api.publicPayment(payment.id)).status).toBe('EXPIRED');
    expect((await suite.api.publicPayment(payment.id)).amountReceived).toBe('0');
  });

  it('Duplicate opens the create form filled in from the link, at 1366 and 390 px, and creates a second link', async () => {
    const { baseUrl } = suite.product;
    const wallet = freshSolanaWallet();
    const { token } = await registerMerchant(suite.api, 'duplicate', wallet);
    const { payment } = await suite.api.createLink(token, {
      amount: '0.25',
      currency: 'SOL',
      label: 'Order 7',
      message: 'Thanks for the order',
    });

    for (const size of [DESKTOP, PHONE]) {
      const page = await suite.browser.newPage();
      await page.setViewportSize(size);
      await signInWithToken(page, baseUrl, token);
      await page.goto(`${baseUrl}/payments/${payment.id}`);
      await waitForTestIdText(page, 'payment-status', 'PENDING');
      await page.getByTestId('duplicate-link').click();
      await waitForPath(page, '/create-payment');
      await waitForTestIdText(page, 'duplicate-notice', 'A copy of “Order 7”: check the details, then create it.');
      const form = page.getByTestId('create-payment-form');
      expect(await form.getByLabel('Amount').inputValue()).toBe('0.25');
      expect(await form.getByLabel('Currency').inputValue()).toBe('SOL');
      expect(await form.getByLabel('Label', { exact: true }).inputValue()).toBe('Order 7');
      expect(await form.getByLabel('Message (optional)').inputValue()).toBe('Thanks for the order');
      expect(await form.getByLabel('Recipient Wallet Address').inputValue()).toBe(wallet);
      await expectCleanScreen(page, `duplicate form at ${size.width} px`);

      await page.getByTestId('create-submit').click();
      await page.getByTestId('payment-result').waitFor();
      await page.getByText('Payment link created successfully!').first().waitFor();
      await expectCleanScreen(page, `created copy at ${size.width} px`);
      await page.close();
    }

    // Two copies, each a link of its own with the original's price and words; the original is untouched.
    const copies = (await suite.api.listPayments(token)).payments.filter((p) => p.label === 'Order 7');
    expect(copies).toHaveLength(3);
    expect(new Set(copies.map((p) => p.id)).size).toBe(3);
    expect(copies.every((p) => p.amount === '0.25' && p.currency === 'SOL')).toBe(true);
    expect((await suite.api.publicPayment(payment.id)).status).toBe('PENDING');
  });

  it('a Create with no answer in 10 s says so and gives the form back; the link is shown when the answer lands, once', async () => {
    const { baseUrl } = suite.product;
    const { token } = await registerMerchant(suite.api, 'slow-create');
    const page = await suite.browser.newPage();
    await page.setViewportSize(PHONE);
    await signInWithToken(page, baseUrl, token);
    const keys: string[] = [];
    await page.route('**/api/payments/payment-link', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      // The first request is held past the 10 s; the server still creates the link.
      if (keys.length === 1) await new Promise((r) => setTimeout(r, 13_000));
      await route.continue();
    });
    await page.goto(`${baseUrl}/create-payment`);
    await page.getByTestId('create-payment-form').waitFor();
    await page.getByLabel('Amount').fill('0.3');
    await page.getByLabel('Label', { exact: true }).fill('Slow network order');
    await page.getByTestId('create-submit').click();

    await page
      .getByTestId('create-slow')
      .getByText('The server has not answered for 10 seconds.')
      .waitFor({ timeout: 12_000 });
    expect(await page.getByTestId('create-submit').isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Asking again is the same intent: the same Idempotency-Key, so the server gives back the same link.
    await page.getByTestId('create-submit').click();
    await page.getByTestId('payment-result').waitFor({ timeout: 15_000 });
    await page.getByText('Payment link created successfully!').first().waitFor();
    expect(keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await page.getByTestId('create-slow').count()).toBe(0);
    // The first request's answer lands after: still one link.
    await page.waitForTimeout(4_000);
    expect((await suite.api.listPayments(token)).payments.filter((p) => p.label === 'Slow network order')).toHaveLength(
      1,
    );
  });
});

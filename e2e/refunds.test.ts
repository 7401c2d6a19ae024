import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { payTransferRequest } from '@paylink/localnet';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, signInWithToken } from './support/api';
import { expectCleanScreen, PHONE, waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

// Issue 22: money owed back is refunded from the merchant's own wallet, prepared and followed from the dashboard.
describe('refunds (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();
  let merchantToken: string;
  /** The merchant's payout wallet, whose key the test holds: it receives the payment and pays the refund. */
  let merchantWallet: KeyPairSigner;
  /** Links the tests below leave behind, looked at again on a phone by the last test. */
  const made: { overpaid?: string; twoWallets?: string } = {};

  beforeAll(async () => {
    merchantWallet = await generateKeyPairSigner();
    merchantToken = (await registerMerchant(suite.api, 'refund', merchantWallet.address)).token;
  });

  it('an overpaid link: Refund opens a modal with the QR and Open Wallet App, the merchant pays it and the modal turns COMPLETED', async () => {
    const { baseUrl, rpcUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '0.1',
      currency: 'SOL',
      label: 'Overpaid order',
    });
    made.overpaid = payment.id;
    await suite.api.testPay(payment.id, '0.15');

    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, merchantToken);
    await page.goto(`${baseUrl}/payments?attention=true`);
    await page.locator(`[data-testid="payment-row"][data-payment-id="${payment.id}"]`).waitFor();

    await page.goto(`${baseUrl}/payments/${payment.id}`);
    await waitForTestIdText(page, 'payment-amount-owed', '0.05 SOL');
    await waitForTestIdText(page, 'payment-amount-refunded', '0 SOL');
    await waitForTestIdText(page, 'payment-refunds-empty', 'No refund has been prepared for this link.');
    await waitForTestIdText(page, 'payment-transfer-owed', '0.05 SOL');
    const payer = await page.getByTestId('payment-transfer-payer').getAttribute('title');
    expect(payer).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

    await page.getByTestId('refund-transfer').click();
    const modal = page.getByTestId('refund-modal');
    await modal.waitFor();
    expect(await modal.getByTestId('refund-amount').inputValue()).toBe('0.05');
    await waitForTestIdText(page, 'refund-payer', payer!);

    // More than arrived is refused before anything is prepared.
    await modal.getByTestId('refund-amount').fill('0.2');
    await modal.getByTestId('refund-prepare').click();
    await modal.getByText('At most 0.15 can be refunded').waitFor();
    await modal.getByTestId('refund-amount').fill('0.05');
    await modal.getByTestId('refund-reason').fill('Paid too much');
    await modal.getByTestId('refund-prepare').click();

    await modal.locator('[data-testid="refund-prepared"][data-status="PENDING"]').waitFor();
    expect(await modal.getByTestId('qr-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await modal.getByText('Scan it with your wallet: the one that received the payment.').waitFor();
    await waitForTestIdText(page, 'refund-amount-due', '0.05 SOL');
    await waitForTestIdText(page, 'refund-destination', payer!);
    await modal.getByText('PENDING: waiting for your refund transaction...').waitFor();
    const walletLink = modal.getByRole('link', { name: 'Open Wallet App' });
    const url = await walletLink.getAttribute('href');
    expect(url).toMatch(new RegExp(`^solana:${payer}\\?`));
    expect(new URL(url!.replace('solana:', 'https://x/')).searchParams.get('amount')).toBe('0.05');

    // The merchant's wallet (the test holds its key) pays the refund URL, as a wallet opening the link would.
    const paid = await payTransferRequest({ rpcUrl, url: url!, payer: merchantWallet });
    expect(paid.err).toBeNull();
    expect(paid.payer).toBe(merchantWallet.address);

    await modal.locator('[data-testid="refund-prepared"][data-status="COMPLETED"]').waitFor();
    await waitForTestIdText(page, 'refund-signature', paid.signature);
    expect(await modal.getByTestId('refund-explorer-link').getAttribute('href')).toContain(paid.signature);
    await modal.getByTestId('refund-close').click();
    await modal.waitFor({ state: 'detached' });

    // The link: nothing owed any more, the refund listed, no longer in need of attention.
    await waitForTestIdText(page, 'payment-amount-owed', '0 SOL');
    await waitForTestIdText(page, 'payment-amount-refunded', '0.05 SOL');
    await page.locator('[data-testid="payment-refund"][data-status="COMPLETED"]').waitFor();
    await waitForTestIdText(page, 'payment-refund-amount', '0.05 SOL');
    expect(await page.getByTestId('payment-refund-due').count()).toBe(0);
    expect(await page.getByTestId('refund-transfer').count()).toBe(0);
    // The overpayment paid back: part of what arrived, so the badge says Partially refunded, here and in the list.
    await waitForTestIdText(page, 'payment-refunded-badge', 'Partially refunded');

    await page.goto(`${baseUrl}/payments`);
    await page
      .locator(`[data-testid="payment-row"][data-payment-id="${payment.id}"] [data-testid="payment-refunded-badge"]`)
      .first()
      .waitFor();
    expect(
      await page
        .locator(`[data-testid="payment-row"][data-payment-id="${payment.id}"] [data-testid="payment-refunded-badge"]`)
        .first()
        .textContent(),
    ).toBe('Partially refunded');
    await page.goto(`${baseUrl}/payments?attention=true`);
    await page.getByTestId('payments-empty').getByText('No payments need attention.').waitFor();
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a completed link refunded in full from the link’s Refund button; a closed modal reopens from the refunds list', async () => {
    const { baseUrl, rpcUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '0.02',
      currency: 'SOL',
      label: 'Returned order',
    });
    await suite.api.testPay(payment.id);

    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, merchantToken);
    await page.goto(`${baseUrl}/payments/${payment.id}`);
    await waitForTestIdText(page, 'payment-status', 'COMPLETED');
    expect(await page.getByTestId('payment-amount-owed').count()).toBe(0);
    expect(await page.getByTestId('refund-transfer').count()).toBe(0);

    await page.getByTestId('refund-payment').click();
    const modal = page.getByTestId('refund-modal');
    expect(await modal.getByTestId('refund-amount').inputValue()).toBe('0.02');
    await modal.getByTestId('refund-prepare').click();
    await modal.locator('[data-testid="refund-prepared"][data-status="PENDING"]').waitFor();
    const url = await modal.getByRole('link', { name: 'Open Wallet App' }).getAttribute('href');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // Listed while pending; the link's refundable money is all reserved, so no second full refund is offered.
    await page.locator('[data-testid="payment-refund"][data-status="PENDING"]').waitFor();
    expect(await page.getByTestId('refund-payment').count()).toBe(0);
    await page.getByTestId('payment-refund-open').click();
    await modal.locator('[data-testid="refund-prepared"][data-status="PENDING"]').waitFor();
    expect(await modal.getByRole('link', { name: 'Open Wallet App' }).getAttribute('href')).toBe(url);

    const paid = await payTransferRequest({ rpcUrl, url: url!, payer: merchantWallet });
    expect(paid.err).toBeNull();
    await modal.locator('[data-testid="refund-prepared"][data-status="COMPLETED"]').waitFor();
    await waitForTestIdText(page, 'refund-signature', paid.signature);
    await page.keyboard.press('Escape');

    await waitForTestIdText(page, 'payment-amount-refunded', '0.02 SOL');
    await waitForTestIdText(page, 'payment-amount-owed', '0 SOL');
    await page.locator('[data-testid="payment-refund"][data-status="COMPLETED"]').waitFor();
    expect(await page.getByTestId('payment-refund-signature').getAttribute('title')).toBe(paid.signature);
    await waitForTestIdText(page, 'payment-refunded-badge', 'Refunded');
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a link paid from two wallets: the link’s Refund shows every destination and its part, and refunds each to its own payer', async () => {
    const { baseUrl, rpcUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '0.1',
      currency: 'SOL',
      label: 'Two wallets',
    });
    made.twoWallets = payment.id;
    // The customer pays 0.099; a stranger adds 0.001 with the reference and so completes the link.
    const customer = await payTransferRequest({ rpcUrl, url: payment.paymentUrl, amountOverride: 99_000_000n });
    const stranger = await payTransferRequest({ rpcUrl, url: payment.paymentUrl, amountOverride: 1_000_000n });

    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, merchantToken);
    await page.goto(`${baseUrl}/payments/${payment.id}`);
    await waitForTestIdText(page, 'payment-status', 'COMPLETED');
    await page.getByTestId('refund-payment').click();
    const modal = page.getByTestId('refund-modal');
    expect(await modal.getByTestId('refund-amount').inputValue()).toBe('0.1');
    await modal
      .getByTestId('refund-payers-differ')
      .getByText('This payment was paid from more than one wallet')
      .waitFor();
    const options = modal.getByTestId('refund-destination-option');
    expect(await options.count()).toBe(2);
    expect(await options.nth(0).innerText()).toContain('0.099 SOL');
    expect(await options.nth(0).innerText()).toContain(customer.payer);
    expect(await options.nth(1).innerText()).toContain('0.001 SOL');
    expect(await options.nth(1).innerText()).toContain(stranger.payer);
    expect(await modal.getByTestId('refund-payer').count()).toBe(0);

    await options.nth(0).getByTestId('refund-destination-choose').click();
    await modal.getByRole('heading', { name: 'Refund this transfer' }).waitFor();
    await waitForTestIdText(page, 'refund-payer', customer.payer);
    expect(await modal.getByTestId('refund-amount').inputValue()).toBe('0.099');
    await modal.getByTestId('refund-prepare').click();
    await modal.locator('[data-testid="refund-prepared"][data-status="PENDING"]').waitFor();
    await waitForTestIdText(page, 'refund-destination', customer.payer);
    await waitForTestIdText(page, 'refund-amount-due', '0.099 SOL');
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('at 390 px (axe 0, nothing wider than the phone): the refunds list, the Refund modal and a pending refund reopened', async () => {
    const { baseUrl } = suite.product;
    const page = await suite.browser.newPage();
    await page.setViewportSize(PHONE);
    await signInWithToken(page, baseUrl, merchantToken);

    // The overpaid link of the first test: its completed refund listed, and the rest still refundable in the modal.
    await page.goto(`${baseUrl}/payments/${made.overpaid}`);
    await page.locator('[data-testid="payment-refund"][data-status="COMPLETED"]').waitFor();
    await waitForTestIdText(page, 'payment-refunded-badge', 'Partially refunded');
    await expectCleanScreen(page, 'overpaid link');
    await page.getByTestId('refund-payment').click();
    const modal = page.getByTestId('refund-modal');
    await modal.getByTestId('refund-prepare').waitFor();
    await expectCleanScreen(page, 'refund modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // The two-wallet link of the test before: its pending refund reopened from the list, with the QR and wallet link.
    await page.goto(`${baseUrl}/payments/${made.twoWallets}`);
    await page.locator('[data-testid="payment-refund"][data-status="PENDING"]').waitFor();
    await expectCleanScreen(page, 'two-wallet link');
    await page.getByTestId('payment-refund-open').click();
    await modal.locator('[data-testid="refund-prepared"][data-status="PENDING"]').waitFor();
    await modal.getByRole('link', { name: 'Open Wallet App' }).waitFor();
    await expectCleanScreen(page, 'pending refund');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // The payments list shows the refunded badge at this width too.
    await page.goto(`${baseUrl}/payments`);
    await page
      .locator(`[data-testid="payment-row"][data-payment-id="${made.overpaid}"] [data-testid="payment-refunded-badge"]`)
      .first()
      .waitFor();
    await expectCleanScreen(page, 'payments list');
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

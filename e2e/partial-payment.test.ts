import { sendTestTransfer } from '@paylink/localnet';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshSolanaWallet, registerMerchant, signInWithToken } from './support/api';
import { waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

// Issue 9: partial payments add up; the hosted page asks for the rest, the merchant sees every transfer.
describe('partial payment (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();
  const merchantWallet = freshSolanaWallet();
  let merchantToken: string;

  beforeAll(async () => {
    merchantToken = (await registerMerchant(suite.api, 'partial', merchantWallet)).token;
  });

  it('shows what is left with a new QR after a partial payment, completes when the rest is paid, and lists both transfers', async () => {
    const { baseUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '0.05',
      currency: 'SOL',
      label: 'Split order',
    });

    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    // The transfer request asks for what is left (the transaction request, shown by default, always does).
    await page.getByTestId('simple-transfer-switch').click();
    const firstQr = await page.getByTestId('qr-image').getAttribute('src');
    expect(await page.getByTestId('hosted-partial').count()).toBe(0);

    await suite.api.testPay(payment.id, '0.03');
    await waitForTestIdText(page, 'hosted-amount-remaining', '0.02');
    await waitForTestIdText(page, 'hosted-amount-received', '0.03');
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    const walletHref = await page.getByTestId('open-wallet').getAttribute('href');
    expect(walletHref).toContain('amount=0.02&');
    expect(walletHref).toContain(
      new URL(payment.solanaPayUrl.replace('solana:', 'https://x/')).searchParams.get('reference')!,
    );
    const secondQr = await page.getByTestId('qr-image').getAttribute('src');
    expect(secondQr).toMatch(/^data:image\/png;base64,/);
    expect(secondQr).not.toBe(firstQr);

    await page.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed');
    await page.close();

    const merchant = await suite.browser.newPage();
    await signInWithToken(merchant, baseUrl, merchantToken);
    await merchant.goto(`${baseUrl}/payments/${payment.id}`);
    await waitForTestIdText(merchant, 'payment-status', 'COMPLETED');
    const rows = merchant.getByTestId('payment-transfer');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await merchant.getByTestId('payment-transfer-amount').allTextContents()).toEqual(['0.03 SOL', '0.02 SOL']);
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-outcome')))).toEqual([
      'counted',
      'counted',
    ]);
    expect(await merchant.getByTestId('payment-refund-due').count()).toBe(0);
    await merchant.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('says why a transfer did not count and keeps the QR while the link stays open', async () => {
    const { baseUrl, rpcUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '0.04',
      currency: 'SOL',
      label: 'Careful order',
    });
    const reference = new URL(payment.solanaPayUrl.replace('solana:', 'https://x/')).searchParams.get('reference')!;
    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');

    // A transaction carrying the link's reference that fails on chain (anyone can send one: the reference is public).
    await sendTestTransfer({
      rpcUrl,
      recipient: merchantWallet,
      amount: 10_000n,
      token: 'SOL',
      references: [reference],
      fail: true,
    });
    await waitForTestIdText(
      page,
      'hosted-rejected',
      'A transfer for this payment did not count: The payment transaction failed on the blockchain. Please pay again with the QR code below.',
    );
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await page.getByTestId('qr-image').waitFor();
    expect(await page.getByTestId('open-wallet').getAttribute('href')).toBe(payment.transactionRequestUrl);
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

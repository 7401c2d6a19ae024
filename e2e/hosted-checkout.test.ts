import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshEthWallet, freshSolanaWallet, PASSWORD, registerMerchant } from './support/api';
import { waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

async function clipboardAfter(page: Page, testId: string): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByTestId(testId).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

// Issue 38 items 6, 7 (hosted page), 11: what a customer needs on the hosted page, and what it says when things go wrong.
describe('the hosted checkout page (real product, real browser)', () => {
  const suite = productAndBrowser();

  it("an Ethereum link shows the merchant's name, the address and the exact amount, each with Copy, and warns that another amount is not matched", async () => {
    const { baseUrl } = suite.product;
    const ethWallet = freshEthWallet();
    const { token } = await registerMerchant(suite.api, 'hosted-evm', freshSolanaWallet());
    await suite.api.setWallets(token, { ethAddress: ethWallet, currentPassword: PASSWORD });
    await suite.api.renameAccount(token, 'Hosted EVM Shop');
    const { payment } = await suite.api.createLink(token, {
      amount: '12.5',
      currency: 'USDC',
      network: 'ethereum',
      label: 'EVM order',
    });
    expect(payment.payAmount).toMatch(/^12\.50\d*$/);

    for (const width of [1280, 390]) {
      const page = await suite.browser.newPage();
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${baseUrl}/payment/${payment.id}`);
      await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
      await waitForTestIdText(page, 'pay-to-recipient', ethWallet);
      await waitForTestIdText(page, 'hosted-merchant', 'Merchant: Hosted EVM Shop');
      await waitForTestIdText(page, 'pay-to-amount', `${payment.payAmount} USDC`);
      expect(await clipboardAfter(page, 'copy-address')).toBe(ethWallet);
      expect(await clipboardAfter(page, 'copy-amount')).toBe(payment.payAmount);
      expect(await page.getByTestId('exact-amount-warning').textContent()).toBe(
        `Send exactly ${payment.payAmount} USDC, down to the last digit: a different amount will not be matched to this payment automatically.`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.close();
    }
  });

  it('a Solana link on a phone shows the address and the exact amount, each with Copy (issue 54: Solana had nothing to copy)', async () => {
    const { baseUrl } = suite.product;
    const wallet = freshSolanaWallet();
    const { token } = await registerMerchant(suite.api, 'hosted-solana-copy', wallet);
    const { payment } = await suite.api.createLink(token, { amount: '0.25', label: 'Solana order' });
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'pay-to-recipient', wallet);
    await waitForTestIdText(page, 'pay-to-amount', '0.25 SOL');
    expect(await clipboardAfter(page, 'copy-address')).toBe(wallet);
    expect(await clipboardAfter(page, 'copy-amount')).toBe('0.25');
    await page.getByTestId('by-hand-note').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('says when it cannot reach Paylink, keeps retrying, and recovers on its own', async () => {
    const { baseUrl } = suite.product;
    const { token } = await registerMerchant(suite.api, 'hosted-offline', freshSolanaWallet());
    const { payment } = await suite.api.createLink(token, { amount: '0.3', label: 'Offline order' });
    const page = await suite.browser.newPage();
    // The page's HTML comes with the payment; every API call after it (the live stream, the status) fails.
    let blocked = 0;
    await page.route('**/api/payments/**', (route) => {
      blocked += 1;
      return route.abort('connectionrefused');
    });
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await page.getByTestId('hosted-unreachable').waitFor();
    expect(await page.getByTestId('hosted-unreachable').textContent()).toContain(
      'Cannot reach Paylink right now. Retrying automatically…',
    );
    // It keeps asking while Paylink is away (counted in requests, not in time).
    const seen = blocked;
    await expect.poll(() => blocked, { timeout: 20_000 }).toBeGreaterThan(seen + 1);
    await page.getByTestId('hosted-unreachable').waitFor();

    await page.unroute('**/api/payments/**');
    await page.getByTestId('hosted-unreachable').waitFor({ state: 'detached', timeout: 20_000 });
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    // Back in touch: paying now completes the page as usual.
    await suite.api.testPay(payment.id);
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 30_000);
    await page.close();
  });

  it('an expired link asks the customer to get a new link from the merchant, with no Retry', async () => {
    const { baseUrl } = suite.product;
    const { token } = await registerMerchant(suite.api, 'hosted-expired', freshSolanaWallet());
    const { payment } = await suite.api.createLink(token, { amount: '0.3', label: 'Late order' });
    const { expiresAt } = (await suite.api.publicPayment(payment.id)) as unknown as { expiresAt: string };
    const page = await suite.browser.newPage();
    // The customer opens the link after it expired: the page's clock is past expiresAt.
    await page.clock.install({ time: new Date(new Date(expiresAt).getTime() + 60_000) });
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Payment Expired');
    await waitForTestIdText(page, 'hosted-error', 'This payment link has expired. Ask the merchant for a new link.');
    expect(await page.getByTestId('hosted-retry').count()).toBe(0);
    await page.close();
  });
});

import { describe, it } from 'vitest';
import { freshEthWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { productAndBrowser } from './support/suite';
import { waitForTestIdText } from './support/ui';

// Issue 54: offline, the refund screen offers the hosted page's local test wallet (never with real RPCs).
describe('refunds paid with the local test wallet (real product, real chains, real browser)', () => {
  const suite = productAndBrowser();

  for (const link of [
    { network: 'solana', currency: 'SOL', amount: '0.02' },
    { network: 'base', currency: 'USDC', amount: '3' },
  ]) {
    it(`a completed ${link.currency} link on ${link.network}: the prepared refund is paid with the test wallet and turns COMPLETED`, async () => {
      const { baseUrl } = suite.product;
      const { token } = await registerMerchant(suite.api, `refund-test-wallet-${link.network}`);
      if (link.network !== 'solana')
        await suite.api.setWallets(token, { ethAddress: freshEthWallet(), currentPassword: PASSWORD });
      const { payment } = await suite.api.createLink(token, {
        amount: link.amount,
        currency: link.currency,
        network: link.network,
        label: 'Refunded by test wallet',
      });
      await suite.api.testPay(payment.id);

      const page = await suite.browser.newPage();
      await signInWithToken(page, baseUrl, token);
      await page.goto(`${baseUrl}/payments/${payment.id}`);
      await waitForTestIdText(page, 'payment-status', 'COMPLETED', 30_000);
      await page.getByTestId('refund-payment').click();
      const modal = page.getByTestId('refund-modal');
      await modal.getByTestId('refund-prepare').click();
      await modal.locator('[data-testid="refund-prepared"][data-status="PENDING"]').waitFor();
      await modal.getByRole('button', { name: 'Pay with local test wallet' }).click();
      await modal.locator('[data-testid="refund-prepared"][data-status="COMPLETED"]').waitFor({ timeout: 60_000 });
      await page.close();
    });
  }
});

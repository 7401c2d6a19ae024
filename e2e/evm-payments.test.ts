import { describe, expect, it } from 'vitest';
import { freshEthWallet, freshSolanaWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { productAndBrowser } from './support/suite';
import { waitForPath, waitForTestIdText } from './support/ui';

// Issue 20: Ethereum links from the form paid on the embedded Anvil chain, and the inbox of transfers that paid no link.
describe('Ethereum links and the unmatched-transfers inbox (real product, real Anvil chain, real browser)', () => {
  const suite = productAndBrowser();

  it('a merchant creates an Ethereum USDC link in the form; the customer pays it with the test wallet on the hosted page', async () => {
    const { baseUrl } = suite.product;
    // Wallets of its own: an address belongs to one account (issue 29).
    const ETH_WALLET = freshEthWallet();
    const { token } = await registerMerchant(suite.api, 'evm-form', freshSolanaWallet());
    await suite.api.setWallets(token, { ethAddress: ETH_WALLET, currentPassword: PASSWORD });
    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);

    await page.goto(`${baseUrl}/create-payment`);
    await page.getByTestId('create-payment-form').waitFor();
    await page.getByLabel('Network').selectOption('ethereum');
    // Changing the network picks its saved wallet.
    expect(await page.getByLabel('Recipient Wallet Address').inputValue()).toBe(ETH_WALLET);
    await page.getByLabel('Currency').selectOption('USDC');
    await page.getByLabel('Amount').fill('15');
    await page.getByLabel('Label', { exact: true }).fill('Ethereum order');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('payment-result').waitFor();

    const paymentUrl = (await page.getByTestId('payment-url').textContent())!.trim();
    expect(paymentUrl).toMatch(
      new RegExp(`^ethereum:0x[0-9a-fA-F]{40}@1/transfer\\?address=${ETH_WALLET}&uint256=150\\d{5}$`),
    );
    const payAmount = /customer sends (15\.\d+) USDC/.exec(
      (await page.getByTestId('result-pay-amount').textContent()) ?? '',
    )?.[1];
    expect(payAmount, 'the result shows the unique amount to send').toBeDefined();
    const id = /^\/payments\/([^/]+)$/.exec((await page.getByTestId('view-details').getAttribute('href')) ?? '')?.[1];
    expect(id).toBeDefined();

    const hosted = await suite.browser.newPage();
    await hosted.goto(`${baseUrl}/payment/${id}`);
    await waitForTestIdText(hosted, 'hosted-status', 'Waiting for Payment');
    await waitForTestIdText(hosted, 'hosted-amount', `${payAmount} USDC`);
    expect(await hosted.getByTestId('open-wallet').getAttribute('href')).toBe(paymentUrl);
    await hosted.getByText('Network: Ethereum').waitFor();
    await hosted.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(hosted, 'hosted-status', 'Payment Completed', 20_000);
    await hosted.getByTestId('hosted-completed').waitFor();

    await page.goto(`${baseUrl}/payments/${id}`);
    await waitForTestIdText(page, 'payment-status', 'COMPLETED');
    expect(await page.getByTestId('transaction-signature').textContent()).toMatch(/0x[0-9a-f]{64}/);
    await page.getByTestId('payment-transfer').first().waitFor();
    await waitForTestIdText(page, 'payment-transfer-amount', `${payAmount} USDC`);
  });

  it('a USD-priced link on Base: the customer switches token on the hosted page, gets a new unique amount and wallet link, and pays it', async () => {
    const { baseUrl } = suite.product;
    // Wallets of its own: an address belongs to one account (issue 29).
    const ETH_WALLET = freshEthWallet();
    const { token } = await registerMerchant(suite.api, 'evm-fiat', freshSolanaWallet());
    await suite.api.setWallets(token, { ethAddress: ETH_WALLET, currentPassword: PASSWORD });
    const { payment } = await suite.api.createLink(token, {
      amount: '30',
      currency: 'USD',
      network: 'base',
      payCurrencies: ['USDC', 'ETH'],
      label: 'Base order',
    });
    expect(payment.paymentUrl).toMatch(/^ethereum:0x[0-9a-fA-F]{40}@8453\/transfer\?/);

    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-amount', '30.00 USD');
    await waitForTestIdText(page, 'hosted-pay-amount', `${payment.payAmount} USDC`);
    expect(await page.getByTestId('open-wallet').getAttribute('href')).toBe(payment.paymentUrl);

    await page.getByText('ETH', { exact: true }).click();
    await page.waitForFunction(() =>
      /ETH$/.test(document.querySelector('[data-testid="hosted-pay-amount"]')?.textContent?.trim() ?? ''),
    );
    const switched = await suite.api.publicPayment(payment.id);
    expect(switched).toMatchObject({ payCurrency: 'ETH' });
    // 30 USD at the offline 3,000 USD per ETH, plus a few gwei of offset.
    expect(switched.payAmount).toMatch(/^0\.01000\d+$/);
    expect(switched.paymentUrl).toMatch(new RegExp(`^ethereum:${ETH_WALLET}@8453\\?value=\\d+$`));
    await waitForTestIdText(page, 'hosted-pay-amount', `${switched.payAmount} ETH`);
    expect(await page.getByTestId('open-wallet').getAttribute('href')).toBe(switched.paymentUrl);

    await page.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 20_000);
    expect((await suite.api.publicPayment(payment.id)).amountReceived).toBe(switched.payAmount);
  });

  it('a wrong-amount transfer shows in the inbox with the badge; assigned, the link counts it; another is dismissed', async () => {
    const { baseUrl } = suite.product;
    // Wallets of its own: an address belongs to one account (issue 29).
    const ETH_WALLET = freshEthWallet();
    const { token } = await registerMerchant(suite.api, 'evm-inbox', freshSolanaWallet());
    await suite.api.setWallets(token, { ethAddress: ETH_WALLET, currentPassword: PASSWORD });
    const { payment } = await suite.api.createLink(token, {
      amount: '9',
      currency: 'USDC',
      network: 'ethereum',
      label: 'Inbox order',
    });

    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByTestId('unmatched-card-empty').waitFor();
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

    // Two transfers of amounts no link asks for: once the watcher lists them, the open dashboard hears it on its
    // change feed and shows the badge without a reload.
    const wrong = await suite.api.testPay(payment.id, '4');
    const stray = await suite.api.testPay(payment.id, '1.5');
    await waitForTestIdText(page, 'nav-dashboard', 'Dashboard2', 20_000);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect((await suite.api.unmatchedTransfers(token)).openCount).toBe(2);
    await waitForTestIdText(
      page,
      'unmatched-card-count',
      '2 transfers to your wallets paid no link: assign or dismiss them.',
    );
    await page.getByTestId('unmatched-card-link').click();
    await waitForPath(page, '/unmatched-transfers');

    const row = page.locator(`[data-testid="unmatched-transfer"][data-signature="${wrong.signature}"]`);
    await row.waitFor();
    expect(await row.getByTestId('unmatched-amount').textContent()).toBe('4 USDC');
    expect(await row.getByTestId('unmatched-network').textContent()).toBe('Ethereum');
    expect(await row.getByTestId('unmatched-reason').textContent()).toBe(
      'The amount matches none of the open links to this wallet',
    );

    await row.getByTestId('unmatched-assign').click();
    const modal = page.getByTestId('assign-modal');
    await modal.getByText('Inbox order').click();
    await modal.getByTestId('assign-submit').click();
    await modal.getByTestId('assign-result').waitFor();
    expect(await modal.getByTestId('payment-status').textContent()).toBe('PENDING');
    expect(await modal.getByTestId('assign-result').textContent()).toContain(`received 4 of ${payment.payAmount} USDC`);
    await modal.getByTestId('assign-done').click();

    await expect.poll(() => page.getByTestId('unmatched-transfer').count()).toBe(1);
    await waitForTestIdText(page, 'nav-dashboard', 'Dashboard1');
    const strayRow = page.locator(`[data-testid="unmatched-transfer"][data-signature="${stray.signature}"]`);
    // On a 390 px phone each transfer is a card: Assign and Dismiss are on screen, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const action of ['unmatched-assign', 'unmatched-dismiss']) {
      const box = (await strayRow.getByTestId(action).boundingBox())!;
      expect(box.x + box.width, action).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Dismiss asks first; Cancel keeps the transfer.
    await strayRow.getByTestId('unmatched-dismiss').click();
    await page.getByTestId('dismiss-modal').getByRole('button', { name: 'Cancel' }).click();
    await strayRow.getByTestId('unmatched-dismiss').click();
    await page.getByTestId('dismiss-confirm').click();
    await page.getByTestId('unmatched-empty').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await waitForTestIdText(page, 'nav-dashboard', 'Dashboard');
    await page.getByTestId('unmatched-tab-dismissed').click();
    // The Dismissed tab can undo: the transfer needs attention again.
    await strayRow.getByTestId('unmatched-restore').click();
    await page.getByTestId('unmatched-empty').waitFor();
    await page.getByTestId('unmatched-tab-open').click();
    await strayRow.waitFor();
    await waitForTestIdText(page, 'nav-dashboard', 'Dashboard1');
    await strayRow.getByTestId('unmatched-dismiss').click();
    await page.getByTestId('dismiss-confirm').click();
    await page.getByTestId('unmatched-empty').waitFor();
    await page.getByTestId('unmatched-tab-dismissed').click();
    await strayRow.waitFor();
    await page.getByTestId('unmatched-tab-assigned').click();
    await page.locator(`[data-testid="unmatched-transfer"][data-signature="${wrong.signature}"]`).waitFor();

    // The link counts the assigned transfer.
    await page.goto(`${baseUrl}/payments/${payment.id}`);
    await waitForTestIdText(page, 'payment-status', 'PENDING');
    await waitForTestIdText(page, 'payment-transfer-amount', '4 USDC');
    expect((await suite.api.publicPayment(payment.id)).amountReceived).toBe('4');
  });
});

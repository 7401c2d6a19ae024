import { describe, expect, it } from 'vitest';
import { freshEthWallet, freshSolanaWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { productAndBrowser } from './support/suite';
import { waitForTestIdText } from './support/ui';

// Issue 30: one checkout, any network. Real product, real Anvil and local Solana chains, real Chromium.
describe('one checkout, any network (pay options)', () => {
  const suite = productAndBrowser();

  it('a USD link with USDC on Solana, USDC on Base and ETH on Ethereum: the customer switches network on the hosted page and pays on Base', async () => {
    const { baseUrl } = suite.product;
    // Wallets of its own: an address belongs to one account (issue 29).
    const ETH_WALLET = freshEthWallet();
    const SOLANA_WALLET = freshSolanaWallet();
    const { token } = await registerMerchant(suite.api, 'pay-options', SOLANA_WALLET);
    // PUT /api/auth/wallets sets every address at once: the Solana wallet is sent again.
    await suite.api.setWallets(token, {
      walletAddress: SOLANA_WALLET,
      ethAddress: ETH_WALLET,
      currentPassword: PASSWORD,
    });
    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);

    // Settings → Pay options: the merchant's defaults.
    await page.goto(`${baseUrl}/settings?tab=pay-options`);
    await page.getByTestId('pay-options-form').waitFor();
    // Grouped by token, then network: "USDC on Solana, Ethereum, Base…".
    expect(await page.getByTestId('pay-options-group-usdc').locator('legend').innerText()).toMatch(
      /^USDC on Solana, Ethereum, Base/,
    );
    for (const name of [
      'SOL on Solana',
      'USDC on Solana',
      'ETH on Ethereum',
      'USDC on Ethereum',
      'ETH on Base',
      'USDC on Base',
    ])
      expect(await page.getByLabel(name, { exact: true }).isEnabled()).toBe(true);
    for (const name of ['USDC on Solana', 'USDC on Base', 'ETH on Ethereum'])
      await page.getByLabel(name, { exact: true }).check();
    await page.getByTestId('pay-options-save').click();
    await page.getByText('Pay options saved').waitFor();

    // The create form prefills them for a USD price.
    await page.goto(`${baseUrl}/create-payment`);
    await page.getByTestId('create-payment-form').waitFor();
    await page.getByLabel('Currency').selectOption('USD');
    expect(await page.getByLabel('USDC on Base', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('ETH on Ethereum', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel('SOL', { exact: true }).uncheck();
    await page.getByLabel('Amount').fill('30');
    await page.getByLabel('Label', { exact: true }).fill('Any network order');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('payment-result').waitFor();
    const id = /^\/payments\/([^/]+)$/.exec((await page.getByTestId('view-details').getAttribute('href')) ?? '')?.[1];
    expect(id).toBeDefined();
    const created = await suite.api.publicPayment(id!);
    // The form's network first (the link starts there), then the other networks' options.
    expect(created).toMatchObject({
      network: 'solana',
      payCurrency: 'USDC',
      payOptions: [{ network: 'solana', currency: 'USDC' }, expect.anything(), expect.anything()],
    });
    expect((created as unknown as { payOptions: unknown[] }).payOptions).toEqual(
      expect.arrayContaining([
        { network: 'base', currency: 'USDC' },
        { network: 'ethereum', currency: 'ETH' },
      ]),
    );

    // The customer first sees the list, picks Solana, then changes to Base.
    const hosted = await suite.browser.newPage();
    await hosted.goto(`${baseUrl}/payment/${id}`);
    await hosted.getByTestId('pay-option-picker').waitFor();
    await waitForTestIdText(hosted, 'hosted-amount', '30.00 USD');
    // The options grouped by token (the link's own first), then by network.
    expect(
      await hosted
        .getByTestId(/^pay-option-group-/)
        .evaluateAll((groups) => groups.map((g) => g.querySelector('h3')?.textContent)),
    ).toEqual(['USDC on Solana, Base', 'ETH on Ethereum']);
    await hosted.getByTestId('pay-option-solana-usdc').click();
    await hosted.getByText('Network: Solana').waitFor();
    expect(await hosted.getByTestId('open-wallet').getAttribute('href')).toMatch(/^solana:/);
    await hosted.getByTestId('change-pay-option').click();
    await hosted.getByTestId('pay-option-base-usdc').click();
    await hosted.getByText('Network: Base').waitFor();
    const onBase = await suite.api.publicPayment(id!);
    expect(onBase).toMatchObject({ network: 'base', payCurrency: 'USDC', recipientAddress: ETH_WALLET, chainId: 8453 });
    expect(onBase.payAmount).toMatch(/^30\.00\d{1,4}$/);
    await waitForTestIdText(hosted, 'hosted-pay-amount', `${onBase.payAmount} USDC`);
    expect(await hosted.getByTestId('open-wallet').getAttribute('href')).toBe(onBase.paymentUrl);
    expect(onBase.paymentUrl).toMatch(/^ethereum:0x[0-9a-fA-F]{40}@8453\/transfer\?/);

    await hosted.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(hosted, 'hosted-status', 'Payment Completed', 20_000);
    expect(await suite.api.publicPayment(id!)).toMatchObject({
      status: 'COMPLETED',
      network: 'base',
      payCurrency: 'USDC',
      amountReceived: onBase.payAmount,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshEthWallet, freshSolanaWallet, PASSWORD, uniqueEmail } from './support/api';
import { productAndBrowser } from './support/suite';
import { waitForPath, waitForTestIdText } from './support/ui';

/** The options the newcomer offers, as Settings → Pay options and the hosted page's picker name them. */
const OPTIONS = [
  { label: 'USDT on Solana', network: 'solana', currency: 'USDT', key: 'solana-usdt', shown: 'Network: Solana' },
  { label: 'EURC on Base', network: 'base', currency: 'EURC', key: 'base-eurc', shown: 'Network: Base' },
  { label: 'USDC on Polygon', network: 'polygon', currency: 'USDC', key: 'polygon-usdc', shown: 'Network: Polygon' },
] as const;

/** A USD link made in the create form, from the merchant's default pay options; its id. */
async function createUsdLink(page: Page, baseUrl: string, label: string): Promise<string> {
  await page.goto(`${baseUrl}/create-payment`);
  await page.getByTestId('create-payment-form').waitFor();
  await page.getByLabel('Currency').selectOption('USD');
  // Prefilled from Settings: USDT on the form's network (Solana), the other two as other networks' options.
  expect(await page.getByLabel('USDT', { exact: true }).isChecked()).toBe(true);
  expect(await page.getByLabel('SOL', { exact: true }).isChecked()).toBe(false);
  expect(await page.getByLabel('EURC on Base', { exact: true }).isChecked()).toBe(true);
  expect(await page.getByLabel('USDC on Polygon', { exact: true }).isChecked()).toBe(true);
  await page.getByLabel('Amount').fill('12');
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByTestId('create-submit').click();
  await page.getByTestId('payment-result').waitFor();
  const id = /^\/payments\/([^/]+)$/.exec((await page.getByTestId('view-details').getAttribute('href')) ?? '')?.[1];
  expect(id).toBeDefined();
  return id!;
}

// Issue 51's done-when, as one flow: `npm start` with EVM_LOCAL_NETWORKS naming Polygon (README), real local chains,
// real Chromium. A link completes once, so each option pays a link of its own, all three made the same way.
describe('a newcomer takes USDT on Solana, EURC on Base and USDC on Polygon', () => {
  const suite = productAndBrowser('moreNetworks');

  it('signs up, offers the three in Settings → Pay options, makes USD links in the create form, and each option is paid with the test wallet', async () => {
    const { baseUrl } = suite.product;
    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Email').fill(uniqueEmail('coins-done'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await waitForPath(page, '/dashboard');
    await page.getByTestId('credits-count').waitFor();

    await page.goto(`${baseUrl}/settings?tab=wallet`);
    await page.getByTestId('wallet-tab').waitFor();
    await page.getByLabel('Solana Wallet Address').fill(freshSolanaWallet());
    const ethWallet = freshEthWallet();
    await page.getByLabel('Ethereum Wallet Address').fill(ethWallet);
    await page.getByTestId('save-wallets').click();
    await page.getByText('Wallet addresses updated successfully!').waitFor();

    await page.goto(`${baseUrl}/settings?tab=pay-options`);
    await page.getByTestId('pay-options-form').waitFor();
    for (const { label } of OPTIONS) await page.getByLabel(label, { exact: true }).check();
    await page.getByTestId('pay-options-save').click();
    await page.getByText('Pay options saved').waitFor();

    for (const option of OPTIONS) {
      const id = await createUsdLink(page, baseUrl, `Paid in ${option.label}`);
      const hosted = await suite.browser.newPage();
      await hosted.goto(`${baseUrl}/payment/${id}`);
      await hosted.getByTestId('pay-option-picker').waitFor();
      await waitForTestIdText(hosted, 'hosted-amount', '12.00 USD');
      for (const { key } of OPTIONS) await hosted.getByTestId(`pay-option-${key}`).waitFor();
      await hosted.getByTestId(`pay-option-${option.key}`).click();
      await hosted.getByText(option.shown).waitFor();
      const quoted = await suite.api.publicPayment(id);
      // The EVM options pay the Ethereum address, which is the merchant's on every EVM network.
      expect(quoted).toMatchObject({
        network: option.network,
        payCurrency: option.currency,
        ...(option.network === 'solana' ? {} : { recipientAddress: ethWallet }),
      });
      await waitForTestIdText(hosted, 'hosted-pay-amount', `${quoted.payAmount} ${option.currency}`);

      await hosted.getByTestId('pay-test-wallet').click();
      await waitForTestIdText(hosted, 'hosted-status', 'Payment Completed', 30_000);
      expect(await suite.api.publicPayment(id)).toMatchObject({
        status: 'COMPLETED',
        network: option.network,
        payCurrency: option.currency,
        amountReceived: quoted.payAmount,
      });
      await hosted.close();
    }
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

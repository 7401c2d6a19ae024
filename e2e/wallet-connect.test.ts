import { createSolanaRpc, generateKeyPairSigner, lamports } from '@solana/kit';
import { LOCAL_EVM_USDC_ADDRESS, LOCAL_USDC_MINT, requestTokenAirdrop } from '@paylink/localnet';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshEthWallet, PASSWORD, registerMerchant } from './support/api';
import { axeViolations } from './support/axe';
import { productAndBrowser } from './support/suite';
import { injectEvmTestWallet, injectSolanaTestWallet } from './support/test-wallets';
import { waitForTestIdText } from './support/ui';

const SIZES = [
  { name: '1366 px', width: 1366, height: 900 },
  { name: '390 px', width: 390, height: 844 },
];

/** The wallet code is its own chunk: it loads once the customer clicks Connect wallet, never with the page. */
function walletChunkRequests(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/connect-wallet-panel-[\w-]+\.js$/.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  return loaded;
}

/** The bodies the page POSTs to a transaction request. */
function transactionRequestPosts(page: Page): string[] {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/transaction-request') && request.method() === 'POST')
      posted.push(request.postData() ?? '');
  });
  return posted;
}

/** Connect wallet → the wallet named `name` in the list (axe 0 there); then the watcher, not the page, turns it Paid. */
async function payThroughWallet(page: Page, name: string) {
  const chunk = walletChunkRequests(page);
  await page.getByTestId('connect-wallet').waitFor();
  expect(chunk).toEqual([]);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByTestId('wallet-list').waitFor();
  expect(chunk).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name }).click();
  // Paid (the chain may be quicker than a look at the transient "Sent from…"), or a toast saying why not.
  await page.locator('[data-testid="hosted-completed"], [data-sonner-toast]').first().waitFor({ timeout: 40_000 });
  expect(await page.locator('[data-sonner-toast]').allInnerTexts()).toEqual([]);
  await waitForTestIdText(page, 'hosted-status', 'Payment Completed');
  expect(await axeViolations(page)).toEqual([]);
}

// Issue 54: a browser wallet pays the hosted page: Wallet Standard on Solana, EIP-6963 on EVM networks. The test
// wallets are injected into Chromium and sign with keys the test holds; the chain, not the page, says Paid.
describe('Connect wallet on the hosted page (real product, local chains, injected test wallets)', () => {
  const suite = productAndBrowser();
  let solanaMerchant: string;
  let evmMerchant: string;
  let baseRpcUrl: string;

  beforeAll(async () => {
    const merchantWallet = (await generateKeyPairSigner()).address;
    solanaMerchant = (await registerMerchant(suite.api, 'wallet-sol', merchantWallet)).token;
    // The merchant's USDC account exists, as for any transaction request (its rent is never the sponsor's).
    await requestTokenAirdrop({
      rpcUrl: suite.product.rpcUrl,
      mint: LOCAL_USDC_MINT,
      owner: merchantWallet,
      amount: 1n,
    });
    evmMerchant = (await registerMerchant(suite.api, 'wallet-evm')).token;
    await suite.api.setWallets(evmMerchant, { ethAddress: freshEthWallet(), currentPassword: PASSWORD });
    // The embedded Anvil chains: Ethereum on the product's EVM port, Base on the next.
    const evm = new URL(suite.product.evmRpcUrl);
    baseRpcUrl = `${evm.protocol}//${evm.hostname}:${Number(evm.port) + 1}`;
  });

  it('without a wallet in the browser there is no Connect wallet: the QR code and Open Wallet App stay', async () => {
    const { payment } = await suite.api.createLink(solanaMerchant, {
      amount: '0.1',
      currency: 'SOL',
      label: 'No wallet',
    });
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await page.getByTestId('open-wallet').waitFor();
    expect(await page.getByTestId('connect-wallet').count()).toBe(0);
    await page.close();
  });

  for (const size of SIZES) {
    it(`at ${size.name}, a Wallet Standard wallet pays a SOL link with the exact transfer the page builds`, async () => {
      const { payment } = await suite.api.createLink(solanaMerchant, {
        amount: '0.25',
        currency: 'SOL',
        label: `SOL by wallet ${size.name}`,
      });
      const page = await suite.browser.newPage();
      await page.setViewportSize(size);
      const wallet = await injectSolanaTestWallet(page, { rpcUrl: suite.product.rpcUrl, name: 'Test Solana Wallet' });
      await createSolanaRpc(suite.product.rpcUrl)
        .requestAirdrop(wallet.signer.address, lamports(1_000_000_000n))
        .send();
      await page.goto(`${suite.product.baseUrl}/payment/${payment.id}`);
      await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
      // The simple transfer request: the page builds the transfer (amount, reference, memo) for the wallet to sign.
      const posted = transactionRequestPosts(page);
      await page.getByTestId('simple-transfer-switch').click();
      await payThroughWallet(page, 'Test Solana Wallet');
      expect(posted).toEqual([]);
      expect(wallet.sent).toHaveLength(1);
      const paid = await suite.api.publicPayment(payment.id);
      expect(paid.status).toBe('COMPLETED');
      expect(paid.amountReceived).toBe('0.25');
      await page.close();
    });

    it(`at ${size.name}, a Wallet Standard wallet pays a USDC link through its transaction request`, async () => {
      const { payment } = await suite.api.createLink(solanaMerchant, {
        amount: '2',
        currency: 'USDC',
        label: `USDC by wallet ${size.name}`,
      });
      const page = await suite.browser.newPage();
      await page.setViewportSize(size);
      const wallet = await injectSolanaTestWallet(page, { rpcUrl: suite.product.rpcUrl, name: 'Test Solana Wallet' });
      // USDC and no SOL: Paylink's transaction pays the fee.
      await requestTokenAirdrop({
        rpcUrl: suite.product.rpcUrl,
        mint: LOCAL_USDC_MINT,
        owner: wallet.signer.address,
        amount: 2_000_000n,
      });
      const posted = transactionRequestPosts(page);
      await page.goto(`${suite.product.baseUrl}/payment/${payment.id}`);
      await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
      await payThroughWallet(page, 'Test Solana Wallet');
      expect(posted.map((body) => JSON.parse(body))).toEqual([{ account: wallet.signer.address }]);
      expect((await suite.api.publicPayment(payment.id)).amountReceived).toBe('2');
      await page.close();
    });

    it(`at ${size.name}, an EIP-6963 wallet on Ethereum switches to Base and pays a Base USDC link its exact amount`, async () => {
      const { payment } = await suite.api.createLink(evmMerchant, {
        amount: '3',
        currency: 'USDC',
        network: 'base',
        label: `Base USDC by wallet ${size.name}`,
      });
      const page = await suite.browser.newPage();
      await page.setViewportSize(size);
      const wallet = await injectEvmTestWallet(page, {
        rpcUrls: { 1: suite.product.evmRpcUrl, 8453: baseRpcUrl },
        chainId: 1,
        name: 'Test EVM Wallet',
      });
      await wallet.fund(8453, { address: LOCAL_EVM_USDC_ADDRESS, amount: 10_000_000n });
      await page.goto(`${suite.product.baseUrl}/payment/${payment.id}`);
      await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
      await payThroughWallet(page, 'Test EVM Wallet');
      expect(wallet.sent).toHaveLength(1);
      const paid = await suite.api.publicPayment(payment.id);
      // The unique amount, to the last digit: nobody typed it.
      expect(paid.amountReceived).toBe(paid.payAmount);
      expect(paid.payAmount).toMatch(/^3\.\d+$/);
      await page.close();
    });
  }

  it('leaves no page error behind', () => {
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { LOCAL_EVM_USDC_ADDRESS, payEip681Request } from '@paylink/localnet';
import { encodeEip681Url, EVM_NETWORK_INFO, parseAmount } from '@paylink/shared';
import { freshEthWallet, freshSolanaWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { axeViolations } from './support/axe';
import { productAndBrowser } from './support/suite';
import { waitForTestIdText } from './support/ui';

/** Where the product's local Arbitrum chain listens: EVM_LOCALNET_PORT plus Arbitrum's row (ethereum, base, polygon, arbitrum). */
const arbitrumRpc = (evmRpcUrl: string) => {
  const url = new URL(evmRpcUrl);
  url.port = String(Number(url.port) + 3);
  return url.toString().replace(/\/$/, '');
};

describe('a payment sent on the wrong network (real product, Base and Arbitrum Anvil chains, real browser)', () => {
  const suite = productAndBrowser('moreNetworks');

  it('USDC sent on Arbitrum for a Base link shows as misdirected on the hosted page, is accepted from the dashboard, and the link completes', async () => {
    const { baseUrl, evmRpcUrl } = suite.product;
    const wallet = freshEthWallet();
    const { token } = await registerMerchant(suite.api, 'misdirected', freshSolanaWallet());
    await suite.api.setWallets(token, { ethAddress: wallet, currentPassword: PASSWORD });
    const { payment } = await suite.api.createLink(token, {
      amount: '25',
      currency: 'USDC',
      network: 'base',
      label: 'Base order',
    });

    const sent = await payEip681Request({
      rpcUrl: arbitrumRpc(evmRpcUrl),
      url: encodeEip681Url({
        kind: 'token',
        chainId: EVM_NETWORK_INFO.arbitrum.chainId,
        token: LOCAL_EVM_USDC_ADDRESS,
        recipient: wallet,
        amount: (parseAmount(payment.payAmount, 6) as { value: bigint }).value,
      }),
    });
    expect(sent.success).toBe(true);

    const hosted = await suite.browser.newPage();
    await hosted.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(
      hosted,
      'hosted-misdirected-message',
      `A payment of ${payment.payAmount} USDC for this link arrived on Arbitrum instead of Base.`,
      60_000,
    );
    await waitForTestIdText(hosted, 'hosted-status', 'Waiting for Payment');
    expect(await axeViolations(hosted)).toEqual([]);

    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);
    await page.goto(`${baseUrl}/payments/${payment.id}`);
    await page.getByTestId('payment-misdirected').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('accept-misdirected').click();
    await waitForTestIdText(page, 'payment-status', 'COMPLETED', 20_000);
    await waitForTestIdText(hosted, 'hosted-status', 'Payment Completed', 20_000);
  });

  it('a second one is refunded from the inbox: the link’s page opens the refund, the test wallet pays it on Arbitrum and it turns refunded', async () => {
    const { baseUrl, evmRpcUrl } = suite.product;
    const wallet = freshEthWallet();
    const { token } = await registerMerchant(suite.api, 'misdirected-refund', freshSolanaWallet());
    await suite.api.setWallets(token, { ethAddress: wallet, currentPassword: PASSWORD });
    const { payment } = await suite.api.createLink(token, {
      amount: '7',
      currency: 'USDC',
      network: 'base',
      label: 'Refunded order',
    });
    const sent = await payEip681Request({
      rpcUrl: arbitrumRpc(evmRpcUrl),
      url: encodeEip681Url({
        kind: 'token',
        chainId: EVM_NETWORK_INFO.arbitrum.chainId,
        token: LOCAL_EVM_USDC_ADDRESS,
        recipient: wallet,
        amount: (parseAmount(payment.payAmount, 6) as { value: bigint }).value,
      }),
    });
    expect(sent.success).toBe(true);
    // The watcher records it (the hosted page says so), then the inbox lists it.
    await expect
      .poll(async () => ((await suite.api.publicPayment(payment.id)) as { misdirected?: unknown[] }).misdirected, {
        timeout: 60_000,
        interval: 500,
      })
      .toHaveLength(1);

    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);
    await page.goto(`${baseUrl}/unmatched-transfers`);
    await page.getByTestId('inbox-misdirected-payment').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('inbox-refund-misdirected').click();

    // The link's page opens the refund, to pay on Arbitrum from the merchant's address there.
    const modal = page.getByTestId('misdirected-refund-modal');
    await modal.locator('[data-testid="refund-prepared"][data-status="PENDING"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/payments/${payment.id}`);
    await waitForTestIdText(page, 'refund-amount-due', `${payment.payAmount} USDC`);
    // The "Refund prepared" toast sits under the modal's backdrop (dimmed, low contrast to axe): scan once it has gone.
    await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
      timeout: 15_000,
    });
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Pay with local test wallet' }).click();
    await modal.locator('[data-testid="refund-prepared"][data-status="COMPLETED"]').waitFor({ timeout: 60_000 });
    await modal.getByTestId('refund-close').click();

    await page.locator('[data-testid="misdirected-payment"][data-status="refunded"]').waitFor({ timeout: 20_000 });
    await page.getByTestId('payment-refund-misdirected').waitFor();
    await waitForTestIdText(page, 'payment-status', 'PENDING');
    expect(await axeViolations(page)).toEqual([]);
  });
});

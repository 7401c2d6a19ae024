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
});

import { describe, expect, it, vi } from 'vitest';
import type { Eip1193Provider } from './injected-wallets';
import { payWithEip6963Wallet } from './pay-with-eip6963-wallet';
import { REJECTED_TEXT, walletErrorText } from './wallet-error';

const MERCHANT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const BASE_USDC_URL = `ethereum:${USDC}@8453/transfer?address=${MERCHANT}&uint256=3000042`;
const CUSTOMER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A provider on `chainId` that answers `overrides` (a thrown value rejects) and records every call. */
function provider(chainId: number, overrides: Record<string, (params: unknown) => unknown> = {}) {
  let chain = chainId;
  const calls: { method: string; params?: unknown }[] = [];
  const answers: Record<string, (params: unknown) => unknown> = {
    eth_requestAccounts: () => [CUSTOMER],
    eth_chainId: () => `0x${chain.toString(16)}`,
    wallet_switchEthereumChain: (params) => {
      chain = Number((params as [{ chainId: string }])[0].chainId);
      return null;
    },
    eth_sendTransaction: () => '0xhash',
    ...overrides,
  };
  const request: Eip1193Provider['request'] = vi.fn(async ({ method, params }) => {
    calls.push({ method, params });
    return answers[method]!(params);
  });
  return { provider: { request }, calls };
}

const rejected = () => {
  throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
};

describe('paying from an EIP-6963 wallet', () => {
  it('asks for the account, switches to the link’s chain, then sends the exact ERC-20 transfer', async () => {
    const { provider: wallet, calls } = provider(1);
    await expect(payWithEip6963Wallet(wallet, { url: BASE_USDC_URL, networkName: 'Base' })).resolves.toBe('0xhash');
    expect(calls.map((c) => c.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'eth_sendTransaction',
    ]);
    expect(calls[2]!.params).toEqual([{ chainId: '0x2105' }]);
    const amount = (3000042).toString(16).padStart(64, '0');
    const to = MERCHANT.slice(2).toLowerCase().padStart(64, '0');
    expect(calls[4]!.params).toEqual([{ from: CUSTOMER, to: USDC, value: '0x0', data: `0xa9059cbb${to}${amount}` }]);
  });

  it('sends native value for ETH, with no switch when the wallet is already on the chain', async () => {
    const { provider: wallet, calls } = provider(8453);
    await payWithEip6963Wallet(wallet, {
      url: `ethereum:${MERCHANT}@8453?value=10000000000001234`,
      networkName: 'Base',
    });
    expect(calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction']);
    expect(calls[2]!.params).toEqual([{ from: CUSTOMER, to: MERCHANT, value: `0x${10000000000001234n.toString(16)}` }]);
  });

  it('a customer who rejects the connection sends nothing and is told so', async () => {
    const { provider: wallet, calls } = provider(8453, { eth_requestAccounts: rejected });
    const error = await payWithEip6963Wallet(wallet, { url: BASE_USDC_URL, networkName: 'Base' }).catch(
      (e: unknown) => e,
    );
    expect(walletErrorText(error)).toBe(REJECTED_TEXT);
    expect(calls.map((c) => c.method)).not.toContain('eth_sendTransaction');
  });

  it('a refused network switch says which network to pick, and nothing goes out on the wrong chain', async () => {
    const { provider: wallet, calls } = provider(1, { wallet_switchEthereumChain: rejected });
    const error = await payWithEip6963Wallet(wallet, { url: BASE_USDC_URL, networkName: 'Base' }).catch(
      (e: unknown) => e,
    );
    expect(walletErrorText(error)).toBe('Switch your wallet to Base to pay this link.');
    expect(calls.map((c) => c.method)).not.toContain('eth_sendTransaction');
  });

  it('a wallet that accepts the switch but stays on its chain sends nothing either', async () => {
    const { provider: wallet, calls } = provider(1, { wallet_switchEthereumChain: () => null });
    const error = await payWithEip6963Wallet(wallet, { url: BASE_USDC_URL, networkName: 'Base' }).catch(
      (e: unknown) => e,
    );
    expect(walletErrorText(error)).toBe('Switch your wallet to Base to pay this link.');
    expect(calls.map((c) => c.method)).not.toContain('eth_sendTransaction');
  });

  it('a rejected transaction or a wallet short of funds shows the customer why', async () => {
    const declined = provider(8453, { eth_sendTransaction: rejected }).provider;
    expect(
      walletErrorText(
        await payWithEip6963Wallet(declined, { url: BASE_USDC_URL, networkName: 'Base' }).catch((e: unknown) => e),
      ),
    ).toBe(REJECTED_TEXT);
    const poor = provider(8453, {
      eth_sendTransaction: () => {
        throw Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 });
      },
    }).provider;
    expect(
      walletErrorText(
        await payWithEip6963Wallet(poor, { url: BASE_USDC_URL, networkName: 'Base' }).catch((e: unknown) => e),
      ),
    ).toBe('This wallet does not hold enough for this payment and its network fee.');
  });
});

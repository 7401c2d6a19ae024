import { afterAll, beforeAll, expect } from 'vitest';
import { createWalletClient, http, parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import type { PaymentRequired } from '@x402/core/types';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { parseAmount, type Payment } from '@paylink/shared';
import { usdcTestTokenAbi } from '@paylink/localnet';
import { startX402Product } from './x402-product';
import { bearer } from './test-app';

type X402Product = Awaited<ReturnType<typeof startX402Product>>;

/**
 * For an x402 test file: startX402Product for the file (its beforeAll/afterAll registered here; `current()` answers once
 * the tests run), with agents paying through the official @x402 clients on the local Base chain.
 */
export function useX402Product(merchantWallet: string) {
  let product: X402Product;
  beforeAll(async () => {
    product = await startX402Product(merchantWallet);
  });
  afterAll(() => product.env.close());

  const chain = () => product.env.chains.chains.base;
  const linkUrl = (payment: Payment) => `${product.baseUrl}${new URL(payment.x402Url!).pathname}`;
  return {
    current: () => product,
    createLink: (amount: string) => product.createLink(amount),
    chain,
    usdcOf: (owner: Address) =>
      chain().client.readContract({
        address: chain().usdcAddress,
        abi: usdcTestTokenAbi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    /** An agent: a fresh key holding `usdc` base units of USDC and no ETH at all. */
    async agentWith(usdc: bigint) {
      const agent = privateKeyToAccount(generatePrivateKey());
      const minter = privateKeyToAccount(generatePrivateKey());
      await chain().client.request({
        method: 'anvil_setBalance' as never,
        params: [minter.address, toHex(parseEther('1'))] as never,
      });
      const local = {
        id: 8453,
        name: 'local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain().rpcUrl] } },
      };
      const wallet = createWalletClient({
        account: minter,
        chain: local,
        transport: http(chain().rpcUrl, { retryCount: 0 }),
      });
      const hash = await wallet.writeContract({
        address: chain().usdcAddress,
        abi: usdcTestTokenAbi,
        functionName: 'mint',
        args: [agent.address, usdc],
      });
      await chain().client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      // The local chain's USDC is not one of x402's known assets: the agent allows it (real USDC on Base needs no
      // entry); v1 requirements name the network plainly.
      const allowedAssets = [
        { network: 'eip155:8453' as const, asset: chain().usdcAddress },
        { network: 'base' as `${string}:${string}`, asset: chain().usdcAddress },
      ];
      const client = registerExactEvmScheme(new x402Client().setSpendControls({ allowedAssets }), { signer: agent });
      return { agent, client };
    },
    units(decimal: string) {
      const parsed = parseAmount(decimal, 6);
      if (!parsed.ok) throw new Error(decimal);
      return parsed.value;
    },
    linkUrl,
    async detail(id: string) {
      return (
        await product.ctx.app.inject({
          method: 'GET',
          url: `/api/payments/payments/${id}`,
          headers: bearer(product.env.token),
        })
      ).json().data.payment;
    },
    async requirementsOf(payment: Payment): Promise<PaymentRequired> {
      const res = await fetch(linkUrl(payment));
      expect(res.status).toBe(402);
      return new x402HTTPClient(new x402Client()).getPaymentRequiredResponse(
        (name) => res.headers.get(name),
        await res.json(),
      );
    },
  };
}

import { createWalletClient, http, parseEther, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { appendPaymentIdentifierToExtensions } from '@x402/extensions/payment-identifier';
import { usdcTestTokenAbi } from '@paylink/localnet';
import type { startEvmChains } from './shared-chains';

type LocalEvmChain = Awaited<ReturnType<typeof startEvmChains>>['chains']['base'];

/** An agent holding 1 USDC and no ETH, whose every payment carries `paymentId` (appended as the extension's README shows). */
export async function agentWithPaymentId(chain: LocalEvmChain, paymentId: string) {
  const agent = privateKeyToAccount(generatePrivateKey());
  const minter = privateKeyToAccount(generatePrivateKey());
  await chain.client.request({
    method: 'anvil_setBalance' as never,
    params: [minter.address, toHex(parseEther('1'))] as never,
  });
  const local = {
    id: 8453,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const wallet = createWalletClient({
    account: minter,
    chain: local,
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  });
  const hash = await wallet.writeContract({
    address: chain.usdcAddress,
    abi: usdcTestTokenAbi,
    functionName: 'mint',
    args: [agent.address, 1_000_000n],
  });
  await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const client = registerExactEvmScheme(
    new x402Client().setSpendControls({ allowedAssets: [{ network: 'eip155:8453', asset: chain.usdcAddress }] }),
    { signer: agent },
  );
  client.onBeforePaymentCreation(async ({ paymentRequired }) => {
    if (paymentRequired.extensions) appendPaymentIdentifierToExtensions(paymentRequired.extensions, paymentId);
  });
  return { agent, http: new x402HTTPClient(client) };
}

/** One attempt as an agent makes it: GET the 402, sign a fresh payment (a new nonce each time), GET again with it. */
export async function attempt(url: string, http: x402HTTPClient) {
  const unpaid = await fetch(url);
  if (unpaid.status !== 402) return { res: unpaid, header: null };
  const required = http.getPaymentRequiredResponse((name) => unpaid.headers.get(name), await unpaid.json());
  const headers = http.encodePaymentSignatureHeader(await http.createPaymentPayload(required));
  return { res: await fetch(url, { headers }), header: headers };
}

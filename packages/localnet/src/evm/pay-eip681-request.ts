import { parseEip681Url } from '@paylink/shared';
import { createPublicClient, createWalletClient, getAddress, http, parseEther, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { testTokenAbi } from './stablecoin-test-tokens.ts';

export class PayEip681RequestError extends Error {}

export interface PayEip681Result {
  hash: Hash;
  payer: `0x${string}`;
  /** Whether the transaction succeeded (status of its receipt). */
  success: boolean;
}

/** Gas money every throwaway payer gets, plenty for a few transfers. */
const GAS_FUNDS = parseEther('1');

/**
 * Local chains only: pays an EIP-681 URL as a wallet would, from a throwaway account the node funds
 * (anvil_setBalance) and, for a token transfer, that mints the token first (the test tokens let anyone mint); the
 * transfer's answer is not read, so USDT (no bool returned) pays as the others do.
 * `amountOverride` (base units) pays another amount, to try partial or wrong amounts by hand; `privateKey` pays from
 * that account instead (a merchant paying a refund from their own wallet), funded the same way; `from` pays as that
 * address without its key (Anvil impersonates it: the offline test wallet paying a merchant's refund, which the refund
 * watcher finds by its sender), topped up rather than reset.
 */
export async function payEip681Request(opts: {
  rpcUrl: string;
  url: string;
  amountOverride?: bigint;
  privateKey?: `0x${string}`;
  from?: string;
}): Promise<PayEip681Result> {
  const request = parseEip681Url(opts.url);
  if (!request) throw new PayEip681RequestError('Not an EIP-681 payment URL this wallet can pay');
  const transport = http(opts.rpcUrl, { retryCount: 0 });
  const client = createPublicClient({ transport });
  const chainId = await client.getChainId();
  if (chainId !== request.chainId)
    throw new PayEip681RequestError(`The URL is for chain ${request.chainId}, the node is chain ${chainId}`);
  if (opts.from)
    await client.request({ method: 'anvil_impersonateAccount' as never, params: [getAddress(opts.from)] as never });
  const account = opts.from ? getAddress(opts.from) : privateKeyToAccount(opts.privateKey ?? generatePrivateKey());
  const chain = {
    id: chainId,
    name: `local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [opts.rpcUrl] } },
  };
  const wallet = createWalletClient({ account, chain, transport });
  const payerAddress = typeof account === 'string' ? account : account.address;
  const amount = opts.amountOverride ?? request.amount;
  const recipient = getAddress(request.recipient);

  const kept = opts.from ? await client.getBalance({ address: payerAddress }) : 0n;
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [payerAddress, `0x${(kept + GAS_FUNDS + (request.kind === 'native' ? amount : 0n)).toString(16)}`] as never,
  });
  let hash: Hash;
  if (request.kind === 'token') {
    const token = getAddress(request.token);
    const minted = await wallet.writeContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [payerAddress, amount],
    });
    await client.waitForTransactionReceipt({ hash: minted, pollingInterval: 50 });
    hash = await wallet.writeContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [recipient, amount],
    });
  } else {
    hash = await wallet.sendTransaction({ to: recipient, value: amount });
  }
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return { hash, payer: payerAddress, success: receipt.status === 'success' };
}

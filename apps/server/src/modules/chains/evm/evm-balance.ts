import { erc20Abi, type PublicClient } from 'viem';

/** What `owner` holds of `contract` (an ERC-20), or of the gas coin when null, at the latest block. */
export function evmBalance(client: PublicClient, owner: string, contract: string | null): Promise<bigint> {
  const account = owner as `0x${string}`;
  if (!contract) return client.getBalance({ address: account });
  return client.readContract({
    address: contract as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  });
}

import { getAddress, isAddressEqual, parseAbiItem, parseEventLogs, type PublicClient } from 'viem';
import type { ObservedTransfer } from '../chains/chain-adapter';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export interface Eip3009Authorization {
  from: `0x${string}`;
  to: `0x${string}`;
  value: string;
  validAfter: string;
  validBefore: string;
  nonce: `0x${string}`;
}

/**
 * The transfer of `token` a settled authorization made, as the EVM watcher would observe it (transaction hash and
 * log index, block, time): recorded under the same key, the watcher seeing it later counts nothing twice. It names
 * the contract it was read from and that contract's symbol as Paylink lists it (`currency`, null for a token it does not list).
 */
export async function settledTransfer(
  client: PublicClient,
  opts: {
    network: string;
    token: string;
    currency: string | null;
    hash: `0x${string}`;
    authorization: Eip3009Authorization;
    confirmations: number;
  },
): Promise<ObservedTransfer> {
  const receipt = await client.getTransactionReceipt({ hash: opts.hash });
  const { from, to, value } = opts.authorization;
  const log = parseEventLogs({
    abi: [TRANSFER],
    logs: receipt.logs.filter((l) => isAddressEqual(l.address, getAddress(opts.token))),
  }).find((l) => isAddressEqual(l.args.from, from) && isAddressEqual(l.args.to, to) && l.args.value === BigInt(value));
  if (!log) throw new Error(`settled transaction ${opts.hash} carries no Transfer of the authorization`);
  const block = await client.getBlock({ blockNumber: receipt.blockNumber });
  return {
    network: opts.network,
    txId: receipt.transactionHash,
    position: log.logIndex,
    block: receipt.blockNumber,
    txIndex: receipt.transactionIndex,
    time: new Date(Number(block.timestamp) * 1000),
    from: getAddress(from),
    to: getAddress(to),
    asset: getAddress(opts.token),
    currency: opts.currency,
    amount: BigInt(value),
    reference: null,
    problem: null,
    confirmations: opts.confirmations,
  };
}

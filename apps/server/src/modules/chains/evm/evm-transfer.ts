/** A confirmed transfer to a watched wallet, read from an EVM chain: an ERC-20 Transfer log or an ETH value transfer. */
export interface EvmTransfer {
  hash: `0x${string}`;
  /** Log index for a token transfer; -1 for ETH sent by the transaction itself. */
  position: number;
  blockNumber: bigint;
  txIndex: number;
  /** Checksummed addresses. */
  from: `0x${string}`;
  to: `0x${string}`;
  /** NATIVE_ASSET for the gas coin (ETH, POL), or the token contract (checksummed). */
  asset: string;
  value: bigint;
}

/** The asset of a gas coin transfer, whatever the coin's symbol. */
export const NATIVE_ASSET = 'native';

/** Chain order: block, then position of the transaction, then of the log. */
export function evmChainOrder(a: EvmTransfer, b: EvmTransfer): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1;
  return a.txIndex - b.txIndex || a.position - b.position;
}

import { getAddress, parseAbi } from 'viem';
import compiled from './payout-batch.json' with { type: 'json' };

/** Where the local chains keep Paylink's payout batch contract: a fixed address, the same on every local chain and start. */
export const LOCAL_PAYOUT_BATCH_ADDRESS = getAddress('0xba7c4ba7c4ba7c4ba7c4ba7c4ba7c4ba7c4ba7c4');
/** Runtime bytecode compiled from payout-batch.sol (see compile-payout-batch.ts). */
export const PAYOUT_BATCH_BYTECODE = compiled.deployedBytecode as `0x${string}`;
export const payoutBatchAbi = parseAbi([
  'function pay(address[] tokens, address[] recipients, uint256[] amounts) payable',
  'event Paid(address indexed token, address indexed to, uint256 amount)',
]);

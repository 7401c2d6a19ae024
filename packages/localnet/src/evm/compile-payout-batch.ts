import { compileContract, type CompiledContract } from './compile-contract.ts';

/** Paylink's payout batch contract's runtime code, compiled from payout-batch.sol. */
export const compilePayoutBatch = (): CompiledContract => compileContract('payout-batch.sol', 'PaylinkPayoutBatch');

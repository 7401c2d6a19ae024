import { address, type Instruction } from '@solana/kit';

const COMPUTE_BUDGET_PROGRAM = address('ComputeBudget111111111111111111111111111111');

/** The two Compute Budget instructions of a priority fee: a unit limit, and a price per unit in micro-lamports. */
export function computeBudgetInstructions(unitLimit: number, microLamportsPerUnit: bigint): Instruction[] {
  const limit = new Uint8Array(5);
  limit[0] = 2;
  new DataView(limit.buffer).setUint32(1, unitLimit, true);
  const price = new Uint8Array(9);
  price[0] = 3;
  new DataView(price.buffer).setBigUint64(1, microLamportsPerUnit, true);
  return [
    { programAddress: COMPUTE_BUDGET_PROGRAM, accounts: [], data: limit },
    { programAddress: COMPUTE_BUDGET_PROGRAM, accounts: [], data: price },
  ];
}

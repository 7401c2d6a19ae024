import { getCompiledTransactionMessageDecoder, type Transaction } from '@solana/kit';

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';

/** What a Solana transaction asks its fee payer to pay for: its signatures, its compute-unit limit (null: not set) and price. */
export interface ComputeBudget {
  signers: number;
  units: bigint | null;
  microLamportsPerUnit: bigint;
}

/** Reads a transaction's compute-budget instructions (SetComputeUnitLimit, SetComputeUnitPrice) and its signer count. */
export function computeBudgetOf(transaction: Pick<Transaction, 'messageBytes'>): ComputeBudget {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  let units: bigint | null = null;
  let microLamportsPerUnit = 0n;
  for (const ix of 'instructions' in message ? message.instructions : []) {
    const data = ix.data;
    if (message.staticAccounts[ix.programAddressIndex] !== COMPUTE_BUDGET_PROGRAM || !data) continue;
    const view = new DataView(Uint8Array.from(data).buffer);
    if (data[0] === 2 && data.length >= 5) units = BigInt(view.getUint32(1, true));
    if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true);
  }
  return { signers: message.header.numSignerAccounts, units, microLamportsPerUnit };
}

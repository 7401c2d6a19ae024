import { getCompiledTransactionMessageDecoder, type Address, type Transaction } from '@solana/kit';
import { MEMO_PROGRAM_ADDRESS } from '@solana-program/memo';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM } from '@paylink/shared';

const ALLOWED_PROGRAMS: readonly string[] = [
  SYSTEM_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  TOKEN_2022_PROGRAM,
  MEMO_PROGRAM_ADDRESS,
  'ComputeBudget111111111111111111111111111111',
];

/**
 * The guard before the sponsor's signature leaves the server: the sponsor is the fee payer and nothing else (no
 * instruction names it, so none can move its lamports or make it pay rent), and only the programs of a payment run
 * (no Associated Token Account program: the sponsor never pays for an account's creation). Throws on any breach.
 */
export function assertFeeOnlySponsor(transaction: Transaction, sponsor: Address): void {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  if (message.version !== 'legacy') throw new Error('a sponsored transaction is a legacy message');
  const keys = message.staticAccounts;
  if (keys[0] !== sponsor) throw new Error('the sponsor must be the fee payer');
  for (const ix of message.instructions) {
    const program = keys[ix.programAddressIndex];
    if (!program || !ALLOWED_PROGRAMS.includes(program))
      throw new Error(`program ${program ?? '?'} is not allowed in a sponsored transaction`);
    if ((ix.accountIndices ?? []).includes(0)) throw new Error('an instruction names the sponsor');
  }
}

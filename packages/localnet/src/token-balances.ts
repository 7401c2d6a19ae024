import type { LiteSVM } from 'litesvm';
import type { Address } from '@solana/kit';
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { tokenAmountUi } from './token-amount-ui.ts';
import type { TokenBalance } from './transaction-record.ts';

const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;

/** The token balances of the given accounts, shaped like `meta.preTokenBalances`. */
export function tokenBalances(svm: LiteSVM, accountKeys: readonly string[]): TokenBalance[] {
  const balances: TokenBalance[] = [];
  accountKeys.forEach((key, accountIndex) => {
    const account = svm.getAccount(key as never);
    if (!account.exists) return;
    const programId = account.programAddress as string;
    if (programId !== TOKEN_PROGRAM_ADDRESS && programId !== TOKEN_2022_PROGRAM_ADDRESS) return;
    if (account.data.length < TOKEN_ACCOUNT_SIZE) return;
    const token = getTokenDecoder().decode(account.data.slice(0, TOKEN_ACCOUNT_SIZE));
    const decimals = mintDecimals(svm, token.mint);
    if (decimals === undefined) return;
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId,
      uiTokenAmount: tokenAmountUi(token.amount, decimals),
    });
  });
  return balances;
}

function mintDecimals(svm: LiteSVM, mint: Address): number | undefined {
  const account = svm.getAccount(mint as never);
  if (!account.exists || account.data.length < MINT_SIZE) return undefined;
  return getMintDecoder().decode(account.data.slice(0, MINT_SIZE)).decimals;
}

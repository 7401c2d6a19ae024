import type { LiteSVM } from 'litesvm';
import { getBase64Decoder } from '@solana/kit';
import type { LoggedAccount } from './transaction-log.ts';

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** The accounts as they stand now, in the change log's shape (a missing account as an empty system account). */
export function loggedAccounts(svm: LiteSVM, addresses: readonly string[]): LoggedAccount[] {
  return [...new Set(addresses)].map((address) => {
    const account = svm.getAccount(address as never);
    return account.exists
      ? {
          address,
          lamports: String(account.lamports),
          owner: account.programAddress as string,
          executable: account.executable,
          data: getBase64Decoder().decode(new Uint8Array(account.data)),
        }
      : { address, lamports: '0', owner: SYSTEM_PROGRAM, executable: false, data: '' };
  });
}

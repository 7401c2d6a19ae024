import type { LiteSVM } from 'litesvm';
import { getBase58Decoder, getBase64Decoder } from '@solana/kit';
import { tokenBalances } from './token-balances.ts';

const RENT_EXEMPT_EPOCH = 18446744073709551615n;

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed' | 'base64+zstd';

/** An account in the shape of getAccountInfo's `value`, or null when it does not exist. */
export function accountResponse(svm: LiteSVM, address: string, encoding: AccountEncoding = 'base58') {
  const account = svm.getAccount(address as never);
  if (!account.exists) return null;
  const data = new Uint8Array(account.data);
  const common = {
    executable: account.executable,
    lamports: BigInt(account.lamports),
    owner: account.programAddress as string,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: data.length,
  };
  if (encoding === 'jsonParsed') {
    const [balance] = tokenBalances(svm, [address]);
    if (balance) {
      const info = {
        isNative: false,
        mint: balance.mint,
        owner: balance.owner,
        state: 'initialized',
        tokenAmount: balance.uiTokenAmount,
      };
      return { ...common, data: { program: 'spl-token', parsed: { type: 'account', info }, space: data.length } };
    }
  }
  if (encoding === 'base58') return { ...common, data: [getBase58Decoder().decode(data), 'base58'] };
  // base64+zstd is answered as plain base64, which every client accepts when it sees the encoding tag.
  return { ...common, data: [getBase64Decoder().decode(data), 'base64'] };
}

import type { CompiledTransactionMessage } from '@solana/kit';

const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);

/** The `memo` field of getSignaturesForAddress: every memo as `[byteLength] text`, joined by `; `, as Agave formats it. */
export function transactionMemo(message: Exclude<CompiledTransactionMessage, { version: 1 }>): string | null {
  const memos = message.instructions
    .filter((instruction) => MEMO_PROGRAMS.has(message.staticAccounts[instruction.programAddressIndex] ?? ''))
    .map((instruction) => {
      const data = instruction.data ?? new Uint8Array();
      return `[${data.length}] ${new TextDecoder().decode(data as Uint8Array)}`;
    });
  return memos.length ? memos.join('; ') : null;
}

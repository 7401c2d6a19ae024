import { allAccountKeys, type TokenBalanceJson, type TransactionJson } from './transaction-json';

/**
 * What `owner` gained in one token within a transaction, in base units (negative when it lost): for SOL
 * (`mint` null) the change of its lamport balance; for an SPL token the summed change of every token account
 * of that mint the owner holds (pre/post token balances), including one created in the same transaction.
 * Balances, not instructions: it counts a transfer however the wallet laid the transaction out (guards, memos,
 * compute budget, version 0 with loaded addresses, or a program moving the funds in an inner instruction).
 */
export function netGain(tx: TransactionJson, owner: string, mint: string | null): bigint {
  const meta = tx.meta;
  if (!meta) return 0n;
  if (mint === null) {
    const index = allAccountKeys(tx).indexOf(owner);
    return index < 0 ? 0n : BigInt(meta.postBalances[index] ?? 0n) - BigInt(meta.preBalances[index] ?? 0n);
  }
  const held = (list: readonly TokenBalanceJson[] | null | undefined) =>
    (list ?? [])
      .filter((b) => b.owner === owner && b.mint === mint)
      .reduce((sum, b) => sum + BigInt(b.uiTokenAmount.amount), 0n);
  return held(meta.postTokenBalances) - held(meta.preTokenBalances);
}

/** Every (owner, mint) whose holdings grew in the transaction, with the gain; SOL gains per account as mint null. */
export function gains(tx: TransactionJson): { owner: string; mint: string | null; amount: bigint }[] {
  const meta = tx.meta;
  if (!meta) return [];
  const result: { owner: string; mint: string | null; amount: bigint }[] = [];
  const pairs = new Map<string, { owner: string; mint: string }>();
  for (const b of [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])]) {
    if (b.owner !== undefined) pairs.set(`${b.owner}:${b.mint}`, { owner: b.owner, mint: b.mint });
  }
  for (const { owner, mint } of pairs.values()) {
    const amount = netGain(tx, owner, mint);
    if (amount > 0n) result.push({ owner, mint, amount });
  }
  const tokenAccounts = new Set(
    [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])].map((b) => b.accountIndex),
  );
  allAccountKeys(tx).forEach((key, index) => {
    // A token account's lamports are its rent, not a payment; its tokens are counted above.
    if (tokenAccounts.has(index)) return;
    const amount = BigInt(meta.postBalances[index] ?? 0n) - BigInt(meta.preBalances[index] ?? 0n);
    if (amount > 0n) result.push({ owner: key, mint: null, amount });
  });
  return result;
}

/**
 * Who paid `mint` (null = SOL) in a transaction: the owner whose holdings of it shrank the most (for SPL the owner
 * of the source token account; for SOL not counting the fee the first signer paid), provided they signed it. Null when nobody lost it or the one
 * who did never signed (a program moved funds it controls): then nobody can be told to refund to.
 */
export function payerOf(tx: TransactionJson, mint: string | null): string | null {
  const keys = allAccountKeys(tx);
  const signers = new Set(keys.slice(0, tx.transaction.message.header?.numRequiredSignatures ?? 1));
  const owners =
    mint === null
      ? keys
      : [
          ...new Set(
            [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])]
              .filter((b) => b.mint === mint && b.owner !== undefined)
              .map((b) => b.owner!),
          ),
        ];
  // The fee is no payment: a relayer that paid it for a 1-lamport transfer must not outweigh the sender.
  const fee = mint === null ? BigInt(tx.meta?.fee ?? 0n) : 0n;
  let payer: string | null = null;
  let largestLoss = 0n;
  for (const owner of owners) {
    const loss = -netGain(tx, owner, mint) - (owner === keys[0] ? fee : 0n);
    if (loss > largestLoss) {
      largestLoss = loss;
      payer = owner;
    }
  }
  return payer !== null && signers.has(payer) ? payer : null;
}

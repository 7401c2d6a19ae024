/** The parts of a `getTransaction` answer (encoding "json") that payment validation reads. */
export interface TransactionJson {
  slot: bigint;
  blockTime: bigint | null;
  meta: {
    err: unknown;
    /** Lamports the fee payer (the first account key) paid for the transaction. */
    fee?: bigint | number | null;
    preBalances: readonly bigint[];
    postBalances: readonly bigint[];
    preTokenBalances?: readonly TokenBalanceJson[] | null;
    postTokenBalances?: readonly TokenBalanceJson[] | null;
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] } | null;
  } | null;
  transaction: {
    signatures: readonly string[];
    message: {
      accountKeys: readonly string[];
      /** The first `numRequiredSignatures` account keys signed the transaction. */
      header?: { numRequiredSignatures: number };
      instructions: readonly { programIdIndex: number; accounts: readonly number[]; data: string }[];
    };
  };
}

export interface TokenBalanceJson {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string; decimals: number };
}

/** Static keys then address-table keys, the order instruction account indexes refer to. */
export function allAccountKeys(tx: TransactionJson): string[] {
  const loaded = tx.meta?.loadedAddresses;
  return [...tx.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
}

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string };
}

/** What the index keeps per landed transaction; enough to answer getTransaction in any encoding. */
export interface TransactionRecord {
  signature: string;
  slot: number;
  blockTime: number;
  version: 'legacy' | 0;
  /** The wire transaction, base64. */
  wire: string;
  accountKeys: string[];
  err: unknown;
  logs: string[];
  fee: number;
  computeUnits: number;
  memo: string | null;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
}

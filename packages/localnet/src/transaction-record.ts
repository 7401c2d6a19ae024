export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string };
}

export interface InnerInstructionsJson {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[];
}

/** What the index keeps per landed transaction; enough to answer getTransaction in any encoding. */
export interface TransactionRecord {
  signature: string;
  slot: number;
  blockTime: number;
  version: 'legacy' | 0;
  /** The wire transaction, base64. */
  wire: string;
  /** Static keys, then the addresses a version-0 message loaded from lookup tables (writable, then read-only). */
  accountKeys: string[];
  /** Addresses loaded from lookup tables (absent in records saved before the chain resolved them). */
  loadedAddresses?: { writable: string[]; readonly: string[] };
  /** Instructions programs invoked (CPI), per top-level instruction, as getTransaction returns them. */
  innerInstructions?: InnerInstructionsJson[];
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

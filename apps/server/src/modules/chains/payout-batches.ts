import type { PayoutSigning } from '@paylink/shared';

/** One payout of a batch as its network pays it: `amount` of `asset` (null: the network's coin) to `to`. */
export interface PayoutTransfer {
  id: string;
  /** The recipient's name (the label of a per-recipient request). */
  name: string;
  to: string;
  amount: bigint;
  asset: string | null;
  decimals: number;
}

/** A payout batch as its network reads it: the key its transactions carry, where reading starts (EVM: a block). */
export interface PayoutBatchKey {
  id: string;
  reference: string;
  fromBlock: bigint | null;
  createdAt: Date;
  /** The transaction pasted back and broadcast, and the coins it spends (`txid:vout`); null: none. */
  pasted: PastedPayoutTransaction | null;
}

export interface PastedPayoutTransaction {
  txId: string;
  spends: string[];
}

/**
 * A chain adapter's optional `payouts` part (modules/payouts asks it, never by the network's name; absent: no payout
 * batches on the network): how the network pays a batch the merchant's own wallet signs once, and how the watcher
 * finds each payout in it (per output, confirmed; oldest first). `requestUrl` names a transaction request of the
 * batch (Solana Pay).
 */
export interface PayoutBatches {
  sign(
    batch: PayoutBatchKey,
    transfers: readonly PayoutTransfer[],
    requestUrl: (part: number) => string,
  ): Promise<PayoutSigning>;
  /** The batch's transactions that paid `transfer` (exact amount to its address). */
  find(batch: PayoutBatchKey, transfer: PayoutTransfer): Promise<string[]>;
  /** The batch's transactions that tried to pay `transfer` and failed on chain (reverted, erred, double-spent); absent: never seen. */
  findFailed?(batch: PayoutBatchKey, transfer: PayoutTransfer): Promise<string[]>;
  /** Checks the signed transaction pasted back pays exactly `transfers` and broadcasts it; its id. Absent: the wallet broadcasts. */
  pasteBack?(transfers: readonly PayoutTransfer[], pasted: string): Promise<PastedPayoutTransaction>;
  /** Transaction `part` of the batch for `account`'s wallet to sign (a transaction request); absent: none. */
  transactionRequest?(
    batch: PayoutBatchKey,
    transfers: readonly PayoutTransfer[],
    opts: { part: number; account: string },
  ): Promise<{ transaction: string; parts: number } | null>;
  /** Where the watcher starts reading a batch made now (EVM: the block now); absent: nothing to remember. */
  startBlock?(): Promise<bigint>;
}

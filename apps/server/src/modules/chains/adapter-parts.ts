import type { Address, TransactionSigner } from '@solana/kit';
import type { ObservedTransfer } from './chain-adapter';
import type { PayoutBatches } from './payout-batches';

/**
 * What a rail offers the modules built on top of payments (x402, Solana Pay transaction requests, payouts), where its chain
 * has it. The module asks its network's adapter for the part and refuses the request when the part is absent: it
 * never names a network, and a chain's internals stay in its folder.
 */
export interface AdapterParts {
  /** Networks read by block height: the newest block final by their rule (an x402 settlement waits for it). */
  finalBlock?(): Promise<bigint>;
  /**
   * The transfer of `asset` that a known transaction (an x402 settlement) made to `recipient`, read at the final
   * rule as a transfer carrying no reference is observed, named `currency`. Throws when it is not readable yet or
   * paid the recipient nothing.
   */
  settledTransfer?(
    txId: string,
    paid: { recipient: string; asset: string; currency: string },
  ): Promise<ObservedTransfer>;
  /** Networks whose wallets fetch the transaction they sign (Solana Pay's transaction request): how it is built. */
  transactionRequest?: TransactionRequestPart;
  /** Networks Paylink builds payout batches for: the batch the merchant's wallet signs, and what paid or failed it. */
  payouts?: PayoutBatches;
}

/** The chain's side of a transaction request: balances, the priority fee, and the transaction itself. */
export interface TransactionRequestPart {
  /** Whether `owner` has its token account of `mint` (a token sent to it lands there). */
  hasTokenAccount(owner: string, mint: string): Promise<boolean>;
  /** What `owner` holds of `mint` (null: the coin), in base units; a token account that cannot be read holds 0. */
  holds(owner: string, mint: string | null): Promise<bigint>;
  /** The priority price (micro-lamports per unit, at most `max`) for a token transfer whose fee `feePayer` pays. */
  priorityPrice(input: {
    feePayer: string;
    account: string;
    recipient: string;
    mint: string;
    max: bigint;
  }): Promise<bigint>;
  /**
   * The transfer of `amount` (a token when `token`, else the coin) from `account` to `recipient` carrying the link's
   * `reference` and `memo`, with the latest blockhash; a sponsor fee payer has signed it and is refused (thrown)
   * unless it only pays fees, and `signature` is its signature (null when the customer's wallet pays the fee and
   * signs first). Simulated: `simulationError` is what would fail on chain (null: nothing).
   */
  transfer(input: {
    feePayer: TransactionSigner | Address;
    account: string;
    recipient: string;
    amount: bigint;
    token: { mint: string; decimals: number } | null;
    reference: string;
    memo: string;
    priority: { unitLimit: number; microLamportsPerUnit: bigint } | null;
  }): Promise<{ wire: string; signature: string | null; simulationError: unknown }>;
}

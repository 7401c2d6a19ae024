import type { payments } from '../modules/payments/schema';

/** A payment link row, as the adapter contract reads it. */
export type Row = typeof payments.$inferSelect;
/** What the adapter contract asks of a network's test harness: pay a link every way the cases need, and watch. */
export interface Harness {
  /** A USDC link of 1.5 for a new merchant with a wallet of its own. */
  newLink(): Promise<Row>;
  pay(link: Row, amount?: bigint): Promise<void>;
  /** The link's amount sent in the network's coin instead of USDC (networks with more than one asset). */
  payWrongToken?(link: Row): Promise<void>;
  /** A transfer into the link's wallet that names no link (no reference / an amount nobody asked for). */
  payNoLink(link: Row): Promise<void>;
  /** A payment that never becomes final: rolled back (EVM) or failed on chain (Solana). */
  payNeverFinal(link: Row): Promise<void>;
  /** Makes what was paid final by the network's rule without a watch round (Bitcoin: a block). */
  confirm?(): Promise<void>;
  tick(): Promise<unknown>;
}

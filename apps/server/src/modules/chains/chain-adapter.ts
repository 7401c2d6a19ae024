import type { NetworkProfile, SavedWallet, TokenInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { PayoutBatches } from './payout-batches';
import type { SolanaRpc } from './solana/solana-rpc';

/**
 * What an adapter saw on its chain: one transfer into a watched wallet, or one transaction carrying a watched
 * reference. It says what happened, never what it means for a link (payments' recordObservedTransfer decides).
 */
export interface ObservedTransfer {
  network: string;
  /** Transaction id: a Solana signature, an EVM transaction hash, a Bitcoin txid. */
  txId: string;
  /** Which transfer of the transaction: EVM log index (-1 for ETH the transaction sent); Solana 0, or -1 for SOL seen without a reference. */
  position: number;
  /** Slot or block number. */
  block: bigint;
  /** Position of the transaction in its block, when known. */
  txIndex: number | null;
  /** Block time (null when the node does not know it). */
  time: Date | null;
  /** Who paid: the signer who lost the asset; null when a program moved it (nobody to refund to). */
  from: string | null;
  /** The wallet that received (for a transfer that went elsewhere: where it went). */
  to: string;
  /** Token (mint or contract); null for the native coin. Null with `amount` null: nothing readable moved. */
  asset: string | null;
  /** The asset's symbol as the adapter knows it (the watched currency for the watched asset), null when unknown. */
  currency: string | null;
  amount: bigint | null;
  /** The watched reference the transaction carries (networks that match by reference); null otherwise. */
  reference: string | null;
  /**
   * Null: `amount` of `asset` reached `to`. Else why this transaction moved nothing to the watched wallet in the
   * watched asset: it failed on chain, the recipient signed it, another asset arrived (`wrong_token`), or the
   * watched asset went to someone else (`wrong_recipient`).
   */
  problem: 'transaction_failed' | 'not_a_transfer' | 'wrong_token' | 'wrong_recipient' | null;
  /** Blocks on top of it (itself included) when read; null where finality is a commitment level. */
  confirmations: number | null;
}

/** What an adapter watches for one link: its wallet, the assets it may be paid in, its reference. */
export interface WatchTarget {
  /** The link's id (opaque to the adapter: it hands it back to the recording seam). */
  key: string;
  recipient: string;
  /** The asset the link asks for now (null = native). */
  asset: string | null;
  currency: string;
  /** Assets of earlier quotes that still bind, watched too. */
  heldAssets: readonly (string | null)[];
  reference: string;
  since: Date;
  referenceCheckedAt: Date | null;
  /** The account whose inbox lists what reached this wallet unmatched; null: nobody's (the treasury). */
  owner: string | null;
  /** Past its late window, watched only for the owner's inbox (see endedOwnAddressTargets): it names no link. */
  ended?: boolean;
}

export interface ObserveInput {
  targets: readonly WatchTarget[];
  /**
   * `all`: the full round. `woken`: only these targets' wallets changed (a wake-up): no reference sweep, no busy
   * wallet. `expiring`: the expiry pre-read: no sweep, every reference of a busy wallet read. A part reads only its
   * targets' pending work.
   */
  scope: 'all' | 'woken' | 'expiring';
  now: Date;
  /** How long after expiry a link is still watched (older pending work is dropped). */
  lateWindowMs: number;
  /** Of these transaction ids, those already recorded for some link (no need to read them again). */
  alreadyRecorded(txIds: string[]): Promise<Set<string>>;
  /** Records one observed transfer. A throw: Solana quarantines the transaction; EVM stops the tick before its cursor moves. */
  record: (transfer: ObservedTransfer) => Promise<void>;
  /** Test seam: runs before `record`, outside its error handling (a throw here is the process dying). */
  beforeRecord?: (transfer: ObservedTransfer) => void | Promise<void>;
}

export interface ObserveReport {
  rpcCalls: number;
  /** Watched address → recipient wallet (what a WebSocket wake-up subscribes to). */
  watched: Map<string, string>;
  watchedAddresses: number;
  busyAddresses: number;
  failedAddresses: number;
  failedLoads: number;
  quarantined: { txId: string; error: string }[];
  /** Targets whose reference was read this round (payments stamps them, for the rotating sweep). */
  referencesChecked: string[];
  /** More confirmed blocks wait than one round reads. */
  more: boolean;
}

/** A refund the merchant's wallet must pay: what to look for on chain. */
export interface RefundLookup {
  /** Networks matching by reference: the key the refund's transaction carries; null elsewhere. */
  reference: string | null;
  from: string;
  to: string;
  asset: string | null;
  amount: bigint;
  /** EVM: the last block already searched. */
  scannedBlock: bigint | null;
  /** When the refund lapses. */
  expiresAt: Date;
}

/** Transactions that may pay a refund, oldest first, and how far the search reached. */
export interface RefundSearch {
  txIds: string[];
  /** EVM: the last block searched (where the next search goes on). */
  scannedTo: bigint | null;
  /** Whether the search covered the chain up to the refund's expiry (a transfer made in time would have been found). */
  searchedPastExpiry(): Promise<boolean>;
}

/**
 * How a network's transfers become final: Solana by the commitment level the node answers at, EVM by a depth of
 * blocks (and optionally the node's safe head). Only what is final by this rule is ever observed.
 */
export type Finality =
  | { rule: 'commitment'; level: 'confirmed' | 'finalized' }
  | { rule: 'depth'; confirmations: number; safeHead: boolean };

/**
 * Where a recorded transfer stands against its network's final rule (issue 35): `final` (Solana's finalized
 * commitment, EVM's finalized block tag, 6 Bitcoin confirmations), `pending` (still confirmed only, or the node
 * cannot say yet), or `gone` (its block was replaced: a reorg or a dropped fork took it off the chain).
 */
export type TransferFinality = 'final' | 'pending' | 'gone';

/** What a link asks a wallet for: `amount` of `token` to the link's wallet, named by its reference or its amount. */
export interface PaymentRequestInput {
  link: { id: string; recipientAddress: string; reference: string; label: string; message: string | null };
  token: TokenInfo;
  amount: bigint;
  now: Date;
  /** How long after expiry a link is still watched (an amount released by the link stays reserved that long). */
  lateWindowMs: number;
}

/** The URL a wallet pays, and the exact amount that names the link (networks matching by amount; else null). */
export interface PaymentRequest {
  payAmount: bigint | null;
  url: string;
}

/**
 * What a network is without a connection to it: how a transfer names its link, which addresses it has, and the
 * payment request a wallet is asked (built in the link's transaction). See payment-requests.ts.
 */
export interface PaymentRequestBuilder {
  network: string;
  /** `reference`: a transfer carries the link's reference key; `amount`: its exact unique amount names the link. */
  matchBy: 'reference' | 'amount';
  isAddress(value: string): boolean;
  /** Refuses (400, naming the chain it expects) a recipient this network cannot be paid at; without it, any address passes. */
  assertRecipient?(address: string): void;
  /**
   * Networks whose merchants may save a watch-only account key (Bitcoin's xpub): the fresh address the link is paid
   * at, derived in its transaction. An address derived for one link names it, as a reference does.
   */
  freshRecipient?(tx: Db, opts: { accountKey: string; paymentId: string }): Promise<string>;
  /**
   * True when `paymentRequest` writes rows that refer to the link (a reserved unique amount), so it runs once the
   * link's row exists; false when the request is built from the link's fields alone (the link is then inserted
   * whole, in one statement).
   */
  requestNeedsLinkRow: boolean;
  paymentRequest(tx: Db, input: PaymentRequestInput): Promise<PaymentRequest>;
}

/** The saved wallets of an account, as the rails read them (each rail names the one it pays into). */
export type AccountWallets = Partial<
  Record<SavedWallet | NonNullable<NetworkProfile['savedAccountKey']>, string | null>
>;

/**
 * A network as this server offers it, from config alone: everything the core and the web ask about it besides
 * observing the chain. Payments, refunds and the routes ask these questions and never branch on a network's name.
 */
export interface Rail extends PaymentRequestBuilder {
  /** The tokens it verifies on chain, with their mint or contract. */
  tokens: readonly TokenInfo[];
  /** What the web and the hosted page show (GET /api/networks). */
  profile: NetworkProfile;
  /** Its saved wallet as the "please set ... in Settings" messages name it ("a Solana wallet address"). */
  walletNoun: string;
  /** The address as links store it (EVM: its EIP-55 checksum). */
  normalizeAddress(address: string): string;
  /** Refuses (400) an address given for one link that this network's transfers cannot reach (Solana: a program's account). */
  assertPayable?(chain: { solanaRpc: SolanaRpc }, address: string): Promise<void>;
  /** Where a refund goes when the payer cannot be paid back where they paid from (Bitcoin): the address given, checked (400). */
  refundDestination?(given: string | undefined, recipient: string): string;
  /** The request the merchant's wallet pays to refund `amount` of `asset` (null: the native coin) to `to`. */
  refundRequest(input: {
    refundId: string;
    to: string;
    amount: bigint;
    decimals: number;
    asset: string | null;
    reference: string | null;
    label: string;
  }): string;
  /** Networks whose wallets fetch the transaction to sign (Solana Pay's transaction request): the link's request URL. */
  transactionRequestUrl?(appUrl: string, paymentId: string): string;
  /**
   * A request for the rest of a partly paid open link that still names the link (Solana Pay: its reference finds it
   * whatever the amount). Absent: a new request could not name it (a link found by its exact amount), so the rest
   * lands in the merchant's unmatched-transfers inbox.
   */
  remainingRequest?(link: {
    recipient: string;
    amount: string;
    asset: string | null;
    reference: string;
    label: string;
    message: string | null;
    paymentId: string;
  }): string;
  /**
   * The x402 "exact" scheme family that settles agents' payments on it (modules/x402): EIP-3009 authorizations
   * (`evm`) or partly signed token transfers (`svm`). Absent: x402 is not served on it.
   */
  x402?: 'evm' | 'svm';
  /**
   * Offline on its local chain: a throwaway payer pays the link's request (`amount`, else what it asks: `payAmount`);
   * its tx id. With `from` (a refund, paid from the merchant's wallet), the rail pays as that wallet where its refund
   * search needs the sender.
   */
  payWithTestWallet?(
    link: { paymentUrl: string; recipientAddress: string; payAmount: bigint; from?: string },
    amount: bigint | undefined,
  ): Promise<string>;
}

/**
 * One network: it builds payment requests, validates addresses, observes transfers and finds refunds. Payments
 * never asks which network it is: it reads `matchBy` (how a transfer names its link) and the transfers.
 */
export interface ChainAdapter extends PaymentRequestBuilder {
  finality: Finality;
  /** The link that holds this exact amount (networks matching by amount). */
  amountHolder?(tx: Db, transfer: ObservedTransfer): Promise<string | null>;
  observe(db: Db, input: ObserveInput): Promise<ObserveReport>;
  /** Where each recorded transaction stands against the final rule, by transaction id. */
  transferFinality(txIds: readonly string[]): Promise<Map<string, TransferFinality>>;
  findRefund(refund: RefundLookup): Promise<RefundSearch>;
  /**
   * Confirmed transfers of exactly `amount` of `asset` (null: the network's coin) to `to` made since `since`, whatever
   * they carry (no reference), oldest first: a payout paid outside its batch. Absent: the network cannot say.
   */
  findTransfersTo?(search: { to: string; asset: string | null; amount: bigint; since: Date }): Promise<string[]>;
  /** What `address` holds of `asset` (null: the network's coin), in base units, confirmed (the payout batch builder). */
  balance?(address: string, asset: string | null): Promise<bigint>;
  /** After a transfer at `block` was rolled back: networks read by a block cursor read again from there. */
  rewind?(tx: Db, block: bigint, now: Date): Promise<void>;
  /** Whether `address` holds code here (a Safe, a smart-contract wallet: it may not exist on another chain); absent: never. */
  hasCode?(address: string): Promise<boolean>;
  /** How often the watcher's full round runs on this network (ms); absent: WATCH_INTERVAL_MS. */
  watchIntervalMs?: number;
  /**
   * Pushes from the network's node that watched wallets changed (Solana's account subscriptions), where it gives
   * them: the watcher reads those wallets' links at once instead of at its next round. Absent: polling alone.
   */
  wakeups?(opts: WakeupOptions): Wakeups;
  payouts?: PayoutBatches;
}

export interface WakeupOptions {
  /** These recipient wallets changed; without any, anything may have changed (a (re)connection): a full round. */
  onWake(recipients?: readonly string[]): void;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Only a wake-up signal: what changed is still read by the watcher, so a dropped connection or a missed push costs
 * latency, never a payment (the full round catches it).
 */
export interface Wakeups {
  /** What the last full round watched (ObserveReport.watched, address → recipient wallet): the addresses to be woken for. */
  watch(watched: ReadonlyMap<string, string>): void;
  close(): void;
}

export function emptyObserveReport(): ObserveReport {
  return {
    rpcCalls: 0,
    watched: new Map(),
    watchedAddresses: 0,
    busyAddresses: 0,
    failedAddresses: 0,
    failedLoads: 0,
    quarantined: [],
    referencesChecked: [],
    more: false,
  };
}

import { SOLANA_TOKENS } from '@paylink/shared';
import type { ObservedTransfer, WatchTarget } from '../chain-adapter';
import { gains, netGain, payerOf } from './net-gain';
import { allAccountKeys, type TransactionJson } from './transaction-json';
import { transferEffect } from './transfer-effect';

/** A confirmed transaction the watcher loaded, with where it sits on the chain. */
export interface FoundTransaction {
  signature: string;
  slot: bigint;
  /** Position in its block when known; transactions of one slot without it keep the order given. */
  index: number | null;
  tx: TransactionJson;
}

/** A watched calm wallet (its SOL, or its token account) and the link target it was watched for. */
export interface WatchedWallet {
  recipient: string;
  /** null for SOL. */
  mint: string | null;
  currency: string;
}

/** Chain order: slot, then position in the block; never the order an RPC listed signatures in. */
export function chainOrder(a: FoundTransaction, b: FoundTransaction): number {
  if (a.slot !== b.slot) return a.slot < b.slot ? -1 : 1;
  return a.index === null || b.index === null ? 0 : a.index - b.index;
}

const blockTimeOf = (found: FoundTransaction) =>
  found.tx.blockTime === null ? null : new Date(Number(found.tx.blockTime) * 1000);

/** SOL for native transfers, the target's currency for its own asset, a known token by its mainnet mint, else unknown. */
function currencyOf(mint: string | null, target: WatchTarget): string | null {
  if (mint === null) return 'SOL';
  if (mint === target.asset) return target.currency;
  return SOLANA_TOKENS.find((t) => t.mint === mint)?.symbol ?? null;
}

/**
 * What a transaction carrying `target`'s reference did for it (see transferEffect), as an observed transfer; null
 * when it does not carry the reference. Position 0: a reference pays with the whole transaction.
 */
/** A target on Solana: its link has a reference key (made for every link a reference rail may be paid on). */
export type ReferencedTarget = WatchTarget & { reference: string };

export function referencedTransfer(found: FoundTransaction, target: ReferencedTarget): ObservedTransfer | null {
  const check = transferEffect(found.tx, {
    recipient: target.recipient,
    reference: target.reference,
    mint: target.asset,
  });
  if (!check) return null;
  const base = {
    network: 'solana',
    txId: found.signature,
    position: 0,
    block: found.slot,
    txIndex: found.index,
    time: blockTimeOf(found),
    reference: target.reference,
    confirmations: null,
  };
  if (check.outcome === 'counted') {
    return {
      ...base,
      from: check.payer,
      to: target.recipient,
      asset: check.mint,
      currency: currencyOf(check.mint, target),
      amount: check.amount,
      problem: null,
    };
  }
  const problem = check.reason as Exclude<ObservedTransfer['problem'], null>;
  // Where what moved went: the recipient (another token reached it) or someone else.
  const receiver =
    check.amount === null
      ? undefined
      : gains(found.tx).find((g) => g.mint === check.mint && g.amount === check.amount)?.owner;
  return {
    ...base,
    from: check.payer,
    to: receiver ?? target.recipient,
    asset: check.mint,
    currency: currencyOf(check.mint, target),
    amount: check.amount,
    problem,
  };
}

/**
 * What a transaction carrying no watched reference (an exchange withdrawal, a link of the past) brought each
 * watched calm wallet in its token: the recipient's net gain, when the transaction succeeded and the recipient did
 * not sign it (its own transfer is no customer's). The payer is the signer who lost the token (see payerOf), never
 * a relayer that paid the fee. Position -1 for SOL, 0 for a token (one net gain per transaction and token).
 */
export function unreferencedTransfers(
  found: FoundTransaction,
  wallets: ReadonlyMap<string, WatchedWallet>,
): ObservedTransfer[] {
  if (!found.tx.meta || found.tx.meta.err !== null) return [];
  const keys = allAccountKeys(found.tx);
  const signers = keys.slice(0, found.tx.transaction.message.header?.numRequiredSignatures ?? 1);
  const result: ObservedTransfer[] = [];
  for (const key of new Set(keys)) {
    const wallet = wallets.get(key);
    if (!wallet || signers.includes(wallet.recipient)) continue;
    const amount = netGain(found.tx, wallet.recipient, wallet.mint);
    if (amount <= 0n) continue;
    result.push({
      network: 'solana',
      txId: found.signature,
      position: wallet.mint === null ? -1 : 0,
      block: found.slot,
      txIndex: found.index,
      time: blockTimeOf(found),
      from: payerOf(found.tx, wallet.mint),
      to: wallet.recipient,
      asset: wallet.mint,
      currency: wallet.currency,
      amount,
      reference: null,
      problem: null,
      confirmations: null,
    });
  }
  return result;
}

import type { RefundState, RefundStatus, RejectReason, TransferOutcome } from '@paylink/shared';
import type { LinkStatus } from '../schema';

/** The parts of a transfer row that decide what of it is owed back. */
export interface OwedTransfer {
  id: string;
  outcome: TransferOutcome;
  reason: RejectReason | null;
  amount: bigint | null;
  currency: string | null;
  /** The wallet it came from (null: unknown), to which a refund of the whole link is attributed (see refundableAmounts). */
  payer?: string | null;
}

/** The parts of a refund row that count against what is owed. */
export interface OwedRefund {
  transferId: string | null;
  amount: bigint;
  currency: string;
  status: RefundStatus;
  /** Where it goes: a refund of the whole link counts against that wallet's transfers (see refundableAmounts). */
  toAddress?: string | null;
  /** Its time: an EXPIRED refund still reserves for REFUND_LATE_WATCH_MS after it (see reservesAmount). */
  expiresAt: Date;
}

/** The link as far as owing goes: what it keeps (its pay amount, once COMPLETED) and in which token. */
export interface OwedLink {
  status: LinkStatus;
  /** What the chain must receive to pay the link (on EVM the price plus its unique offset). */
  price: bigint;
  currency: string;
}

export interface OwedShares {
  /** Per transfer: what of it is still owed back, in its own token, after completed refunds. */
  byTransfer: Map<string, bigint>;
  /** What is still owed in the link's own token (the sum of byTransfer over its transfers in that token). */
  owed: bigint;
  /** What completed refunds paid back in the link's own token. */
  refunded: bigint;
  /** Whether those refunds paid back part or all of what reached the link in its own token; null before any. */
  refundState: RefundState | null;
  /**
   * Some money is owed in a token Paylink knows: the merchant must act. A token it does not know (anyone can mint
   * one and send it with a link's reference) is listed among the transfers but never owed, so spam cannot keep a
   * link flagged.
   */
  needsRefund: boolean;
}

/**
 * What of a transfer reached the merchant's wallet, in its own token: counted and excess transfers, and a wrong
 * token of a kind we know (a transfer to someone else, a failed one or an unknown token is nothing to give back
 * through Paylink).
 */
export function arrivedAmount(t: OwedTransfer): bigint {
  if (t.amount === null || t.currency === null) return 0n;
  if (t.outcome === 'counted' || t.outcome === 'excess') return t.amount;
  return t.reason === 'wrong_token' ? t.amount : 0n;
}

/**
 * Derived every time from the transfers (in chain order) and refunds, never kept as a running counter: a
 * COMPLETED link keeps its price out of its counted transfers, in chain order, and owes the rest of them; a link
 * that ended without being paid (EXPIRED, FAILED) owes all it counted; an open link owes nothing it counted yet
 * (more may complete it). Excess transfers and wrong tokens are owed whatever the status. Completed refunds of a
 * transfer lower what that transfer owes; refunds of the link as a whole lower its transfers in chain order.
 */
export function owedShares(
  link: OwedLink,
  transfers: readonly OwedTransfer[],
  refunds: readonly OwedRefund[],
): OwedShares {
  const gross = new Map<string, bigint>();
  // A link waiting for finality (CONFIRMED) keeps its price like a COMPLETED one.
  let keep = link.status === 'COMPLETED' || link.status === 'CONFIRMED' ? link.price : 0n;
  for (const t of transfers) {
    const arrived = arrivedAmount(t);
    if (t.outcome !== 'counted' || arrived === 0n) {
      gross.set(t.id, arrived);
      continue;
    }
    if (link.status === 'PENDING') {
      gross.set(t.id, 0n);
      continue;
    }
    const kept = arrived < keep ? arrived : keep;
    keep -= kept;
    gross.set(t.id, arrived - kept);
  }

  const byTransfer = new Map(gross);
  const completed = refunds.filter((r) => r.status === 'COMPLETED');
  // Refunds of the link as a whole, per token, to spread over what its transfers owe.
  const unassigned = new Map<string, bigint>();
  for (const r of completed) {
    const owedHere = r.transferId === null ? undefined : byTransfer.get(r.transferId);
    if (owedHere === undefined) {
      unassigned.set(r.currency, (unassigned.get(r.currency) ?? 0n) + r.amount);
      continue;
    }
    const taken = r.amount < owedHere ? r.amount : owedHere;
    byTransfer.set(r.transferId!, owedHere - taken);
  }
  for (const t of transfers) {
    const left = t.currency === null ? 0n : (unassigned.get(t.currency) ?? 0n);
    const owedHere = byTransfer.get(t.id) ?? 0n;
    if (left === 0n || owedHere === 0n) continue;
    const taken = left < owedHere ? left : owedHere;
    byTransfer.set(t.id, owedHere - taken);
    unassigned.set(t.currency!, left - taken);
  }

  let owed = 0n;
  let owedAnywhere = false;
  for (const t of transfers) {
    const owedHere = byTransfer.get(t.id) ?? 0n;
    if (owedHere > 0n) owedAnywhere = true;
    if (t.currency === link.currency) owed += owedHere;
  }
  const refunded = completed.filter((r) => r.currency === link.currency).reduce((sum, r) => sum + r.amount, 0n);
  const arrived = transfers.filter((t) => t.currency === link.currency).reduce((sum, t) => sum + arrivedAmount(t), 0n);
  const refundState = refunded === 0n ? null : refunded >= arrived ? 'refunded' : 'partially_refunded';
  return { byTransfer, owed, refunded, refundState, needsRefund: owedAnywhere };
}

import { REFUND_LATE_WATCH_MS } from '@paylink/shared';
import { arrivedAmount, type OwedRefund, type OwedTransfer } from './amount-owed';

export interface RefundableAmounts {
  /** Per token: what arrived in it minus its completed and pending refunds (never below 0). */
  byToken: Map<string, bigint>;
  /**
   * Per transfer, in its own token: what of it arrived minus its completed and pending refunds (its own, and its
   * part of refunds of the whole link to its payer), within its token's amount.
   */
  byTransfer: Map<string, bigint>;
}

const atLeastZero = (v: bigint) => (v > 0n ? v : 0n);

/** One wallet: equal, or the same EVM address written in another case. */
export function sameWallet(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a === b || (a.startsWith('0x') && a.toLowerCase() === b.toLowerCase());
}

/** Refunds that lapsed unpaid after this are still watched for (paid late, they complete: see REFUND_LATE_WATCH_MS). */
export function lateWatchStart(now: Date): Date {
  return new Date(now.getTime() - REFUND_LATE_WATCH_MS);
}

/** A refund that lapsed unpaid but is still watched for: paid now, it would complete. */
export function lapsedButPayable(r: Pick<OwedRefund, 'status' | 'expiresAt'>, now: Date): boolean {
  return r.status === 'EXPIRED' && r.expiresAt.getTime() > lateWatchStart(now).getTime();
}

/**
 * Whether a refund reserves what it takes from what arrived: PENDING and COMPLETED ones, and an EXPIRED one while it
 * can still complete (lapsedButPayable); past that, it frees it.
 */
export function reservesAmount(r: Pick<OwedRefund, 'status' | 'expiresAt'>, now: Date): boolean {
  return r.status !== 'EXPIRED' || lapsedButPayable(r, now);
}

/**
 * The refund cap, the one rule both `prepareRefund` (which refuses more with a 400) and the payment detail (which
 * shows it) use: refunds never exceed what arrived minus what is refunded or being refunded. `refunds` are the
 * link's refunds as they stand: a PENDING one past its time still reserves until the watcher, having searched the
 * chain, lapses it (so a refund paid at the last minute is never refunded twice), and a lapsed one still reserves while
 * it can be paid late (reservesAmount).
 */
export function refundableAmounts(
  transfers: readonly OwedTransfer[],
  refunds: readonly OwedRefund[],
  now: Date = new Date(),
): RefundableAmounts {
  const live = refunds.filter((r) => reservesAmount(r, now));
  const byToken = new Map<string, bigint>();
  for (const t of transfers)
    if (t.currency !== null) byToken.set(t.currency, (byToken.get(t.currency) ?? 0n) + arrivedAmount(t));
  for (const r of live) byToken.set(r.currency, (byToken.get(r.currency) ?? 0n) - r.amount);
  for (const [currency, left] of byToken) byToken.set(currency, atLeastZero(left));

  const remaining = new Map<string, bigint>();
  for (const t of transfers)
    remaining.set(
      t.id,
      t.currency === null
        ? 0n
        : atLeastZero(
            arrivedAmount(t) - live.filter((r) => r.transferId === t.id).reduce((sum, r) => sum + r.amount, 0n),
          ),
    );
  // A refund of the whole link to one of its payers takes from that payer's transfers in chain order, so refunding
  // one of them afterwards never returns it twice.
  for (const r of live.filter((r) => r.transferId === null)) {
    let rest = r.amount;
    for (const t of transfers) {
      if (rest === 0n || t.currency !== r.currency || !sameWallet(t.payer, r.toAddress)) continue;
      const room = remaining.get(t.id) ?? 0n;
      const taken = rest < room ? rest : room;
      remaining.set(t.id, room - taken);
      rest -= taken;
    }
  }

  const byTransfer = new Map<string, bigint>();
  for (const t of transfers) {
    if (t.currency === null) {
      byTransfer.set(t.id, 0n);
      continue;
    }
    const ofTransfer = remaining.get(t.id) ?? 0n;
    const ofToken = byToken.get(t.currency) ?? 0n;
    byTransfer.set(t.id, ofTransfer < ofToken ? ofTransfer : ofToken);
  }
  return { byToken, byTransfer };
}

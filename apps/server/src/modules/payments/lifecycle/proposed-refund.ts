import {
  ADDRESS_FORMATS,
  addressFormatOf,
  formatAmount,
  type PayerRefund,
  type ProposedRefund,
  type RefundSource,
} from '@paylink/shared';
import type { Db } from '../../../db/client';
import type { OwedRefund, OwedShares } from './amount-owed';
import { refundableAmounts, reservesAmount, type RefundableAmounts } from './amount-refundable';
import { tokenDecimals, type PaymentRow } from '../links/payment-dto';
import type { PaymentTransferRow } from '../schema';
import { refundsOf } from './refunds-reader';
import { owedSharesOf, transfersInChainOrder } from './settle-owed';

/** What a link's refunds are proposed from: its transfers (chain order), refunds, owed shares and refund cap. */
export interface RefundFacts {
  transfers: readonly PaymentTransferRow[];
  refunds: readonly OwedRefund[];
  owed: OwedShares;
  refundable: RefundableAmounts;
}

/** A link's refund facts from its transfers (chain order) and refunds (a PENDING refund past its time still reserves until the watcher lapses it). */
export function refundFacts(
  payment: PaymentRow,
  transfers: readonly PaymentTransferRow[],
  refunds: readonly OwedRefund[],
): RefundFacts {
  return {
    transfers,
    refunds,
    owed: owedSharesOf(payment, transfers, refunds),
    refundable: refundableAmounts(transfers, refunds),
  };
}

/** A link's refund facts as they stand. */
export async function refundFactsOf(db: Db, payment: PaymentRow): Promise<RefundFacts> {
  const [transfers, refunds] = await Promise.all([transfersInChainOrder(db, payment.id), refundsOf(db, payment.id)]);
  return refundFacts(payment, transfers, refunds);
}

const atLeastZero = (v: bigint) => (v > 0n ? v : 0n);

/**
 * What a Refund button proposes, for the link as a whole (in its pay token) or for one transfer (in its token; null
 * when the token is not one we know). The amount is what is owed minus what PENDING refunds (and lapsed ones still
 * payable) in the same scope already pay back, when that is above 0 and within the cap; else everything refundable
 * (a refund of a link that owes nothing). A whole-link refund draws, as prepareRefund does, on the transfers that owe when the amount is
 * within what is owed, else on every transfer that may still be refunded; its destination is their one payer.
 * `byPayer` offers each payer what that payer sent (still refundable), for a form to default to when payers differ.
 */
export function proposedRefund(payment: PaymentRow, facts: RefundFacts): ProposedRefund;
export function proposedRefund(
  payment: PaymentRow,
  facts: RefundFacts,
  transfer: PaymentTransferRow,
): ProposedRefund | null;
export function proposedRefund(
  payment: PaymentRow,
  facts: RefundFacts,
  transfer?: PaymentTransferRow,
): ProposedRefund | null {
  const currency = transfer ? transfer.currency : payment.currency;
  if (currency === null) return null;
  const decimals = tokenDecimals(currency);
  const refundable = transfer
    ? (facts.refundable.byTransfer.get(transfer.id) ?? 0n)
    : (facts.refundable.byToken.get(currency) ?? 0n);
  const owed = transfer ? (facts.owed.byTransfer.get(transfer.id) ?? 0n) : facts.owed.owed;
  const pending = facts.refunds
    .filter(
      (r) =>
        r.status !== 'COMPLETED' &&
        reservesAmount(r, new Date()) &&
        r.currency === currency &&
        (!transfer || r.transferId === transfer.id),
    )
    .reduce((sum, r) => sum + r.amount, 0n);
  const stillOwed = atLeastZero(owed - pending);
  const amount = stillOwed > 0n && stillOwed <= refundable ? stillOwed : refundable;

  const drawn = transfer
    ? [{ transfer, part: amount }]
    : facts.transfers
        .filter((t) => t.currency === currency)
        .map((t) => ({
          transfer: t,
          part: (amount <= owed ? facts.owed.byTransfer.get(t.id) : facts.refundable.byTransfer.get(t.id)) ?? 0n,
        }))
        .filter((d) => d.part > 0n);
  const sources: RefundSource[] = drawn.map((d) => ({
    transferId: d.transfer.id,
    payer: d.transfer.payer,
    amount: formatAmount(d.part, decimals),
  }));
  const payers = distinctPayers(payment.network, sources);
  const scope = transfer ? [transfer] : facts.transfers.filter((t) => t.currency === currency);
  return {
    transferId: transfer?.id ?? null,
    currency,
    amount: formatAmount(amount, decimals),
    refundable: formatAmount(refundable, decimals),
    to: payers.length === 1 ? payers[0]! : null,
    payersDiffer: payers.length > 1,
    sources,
    byPayer: refundableByPayer(payment.network, scope, facts.refundable.byTransfer, decimals),
  };
}

/** Each payer of `transfers` (first seen first) with what its transfers may still refund, when above 0. */
function refundableByPayer(
  network: string,
  transfers: readonly PaymentTransferRow[],
  refundable: ReadonlyMap<string, bigint>,
  decimals: number,
): PayerRefund[] {
  const byKey = new Map<string | null, { payer: string | null; units: bigint; transferIds: string[] }>();
  for (const t of transfers) {
    const units = refundable.get(t.id) ?? 0n;
    if (units === 0n) continue;
    const key = t.payer !== null ? ADDRESS_FORMATS[addressFormatOf(network)].key(t.payer) : null;
    const entry = byKey.get(key) ?? { payer: t.payer, units: 0n, transferIds: [] };
    entry.units += units;
    entry.transferIds.push(t.id);
    byKey.set(key, entry);
  }
  return [...byKey.values()].map((e) => ({
    payer: e.payer,
    amount: formatAmount(e.units, decimals),
    transferIds: e.transferIds,
  }));
}

/** The distinct payers of `sources`, as first written (compared as the network's addresses are: EVM's whatever the case; null = unknown). */
function distinctPayers(network: string, sources: RefundSource[]): (string | null)[] {
  const seen = new Map<string | null, string | null>();
  for (const s of sources) {
    const key = s.payer !== null ? ADDRESS_FORMATS[addressFormatOf(network)].key(s.payer) : null;
    if (!seen.has(key)) seen.set(key, s.payer);
  }
  return [...seen.values()];
}

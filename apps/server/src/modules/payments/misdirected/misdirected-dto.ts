import { eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  contractWalletCaution,
  formatAmount,
  misdirectedMessage,
  type MisdirectedNotice,
  type MisdirectedTransfer,
} from '@paylink/shared';
import { tokenDecimals } from '../links/payment-dto';
import { misdirectedTransfers, type MisdirectedTransferRow } from './schema';

/** A network's display name ("Arbitrum"), as its rail names it. */
export type NetworkNames = (network: string) => string;

const m = misdirectedTransfers;
const inStatement = new QueryBuilder();

/**
 * A column of a statement over payments (`paymentId`: its id column): the link's misdirected transfers, oldest
 * first, read by that same statement. Amounts travel as text (a JSON number would lose digits).
 */
export function misdirectedColumn(paymentId: AnyPgColumn): SQL<MisdirectedTransferRow[]> {
  const list = sql`coalesce(json_agg(to_jsonb(${m}) order by ${m.createdAt}), '[]')`;
  return sql`(${inStatement.select({ list }).from(m).where(eq(m.paymentId, paymentId))})`.mapWith(
    (rows: Record<string, unknown>[]) => rows.map(fromJson),
  );
}

/** A row as to_jsonb wrote it (snake-case columns, numerics as numbers or text, times as text). */
function fromJson(r: Record<string, unknown>): MisdirectedTransferRow {
  const time = (v: unknown) => (v === null ? null : new Date(String(v)));
  return {
    id: String(r.id),
    accountId: String(r.account_id),
    paymentId: String(r.payment_id),
    network: String(r.network),
    currency: String(r.currency),
    token: String(r.token),
    recipient: String(r.recipient),
    payer: (r.payer as string | null) ?? null,
    amount: BigInt(String(r.amount)),
    txId: String(r.tx_id),
    position: Number(r.position),
    block: BigInt(String(r.block)),
    txIndex: (r.tx_index as number | null) ?? null,
    blockTime: time(r.block_time ?? null),
    contractWallet: r.contract_wallet === true,
    status: r.status as MisdirectedTransferRow['status'],
    refundId: (r.refund_id as string | null) ?? null,
    createdAt: new Date(String(r.created_at)),
    resolvedAt: time(r.resolved_at ?? null),
  };
}

/** What the hosted page says of the link's open ones. */
export function toMisdirectedNotice(
  row: MisdirectedTransferRow,
  linkNetwork: string,
  names: NetworkNames,
): MisdirectedNotice {
  const amount = formatAmount(row.amount, tokenDecimals(row.currency));
  return {
    network: row.network,
    amount,
    currency: row.currency,
    message: misdirectedMessage({
      amount,
      currency: row.currency,
      arrivedOn: names(row.network),
      linkOn: names(linkNetwork),
    }),
  };
}

/** The merchant's view: the notice, and the caution when their address is a contract wallet on the link's network. */
export function toMisdirectedDto(
  row: MisdirectedTransferRow,
  linkNetwork: string,
  names: NetworkNames,
): MisdirectedTransfer {
  const notice = toMisdirectedNotice(row, linkNetwork, names);
  return {
    id: row.id,
    paymentId: row.paymentId,
    network: row.network,
    linkNetwork,
    currency: row.currency,
    amount: notice.amount,
    recipient: row.recipient,
    payer: row.payer,
    signature: row.txId,
    position: row.position,
    blockTime: row.blockTime?.toISOString() ?? null,
    status: row.status,
    contractWallet: row.contractWallet,
    message: notice.message,
    caution: row.contractWallet
      ? contractWalletCaution({ arrivedOn: names(row.network), linkOn: names(linkNetwork) })
      : null,
    refundId: row.refundId,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

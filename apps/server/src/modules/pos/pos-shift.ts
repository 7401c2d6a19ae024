import { and, desc, eq, gte } from 'drizzle-orm';
import {
  FIAT_DECIMALS,
  formatAmount,
  formatFiat,
  isFiatCurrency,
  parseAmount,
  type ExportRow,
  type PosShift,
} from '@paylink/shared';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { exportPage } from '../exports/export-rows';
import { linksByIds } from '../payments/links/links-by-ids';
import { tokenDecimals } from '../payments/links/payment-dto';
import { toPosSale } from './pos-sale-dto';
import { posSales } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** More sales than a counter makes in a day; the shift view and its CSV stop there. */
const SHIFT_MAX_SALES = 1000;

interface ShiftOf {
  accountId: string;
  cashierId: string;
  from: Date;
}

/**
 * Where today's shift starts: the device's midnight (`from`), or UTC midnight. Never more than a day back, so a
 * cashier sees today's sales and no history.
 */
export function shiftStart(from: string | undefined, now: Date): Date {
  if (from === undefined) return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(from);
  if (start.getTime() > now.getTime() || now.getTime() - start.getTime() > DAY_MS)
    throw fieldError('from', 'from must be within the last 24 hours');
  return start;
}

/** The member's POS sales of this account since the shift's start, newest first. */
async function shiftSaleIds(db: Db, shift: ShiftOf): Promise<string[]> {
  const rows = await db
    .select({ id: posSales.paymentId })
    .from(posSales)
    .where(
      and(
        eq(posSales.accountId, shift.accountId),
        eq(posSales.cashierId, shift.cashierId),
        gte(posSales.createdAt, shift.from),
      ),
    )
    .orderBy(desc(posSales.createdAt))
    .limit(SHIFT_MAX_SALES);
  return rows.map((r) => r.id);
}

/** The shift's sales as the accounting export has them (the CSV's rows), oldest first. */
export async function shiftExportRows(db: Db, shift: ShiftOf): Promise<ExportRow[]> {
  const ids = await shiftSaleIds(db, shift);
  return ids.length === 0 ? [] : exportPage(db, shift.accountId, { ids, limit: ids.length });
}

/** Sums decimal strings per key, in integer units (never a float). */
function sumBy(rows: { key: string; amount: string; decimals: number }[]): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const r of rows) {
    const parsed = parseAmount(r.amount, r.decimals);
    if (parsed.ok) sums.set(r.key, (sums.get(r.key) ?? 0n) + parsed.value);
  }
  return sums;
}

/**
 * Today's shift: each sale (newest first) with its receipt once paid, and the totals of the COMPLETED ones: what
 * arrived per network and token, and per fiat currency the value at completion of the sales priced in USD/EUR.
 */
export async function posShift(db: Db, shift: ShiftOf): Promise<PosShift> {
  const ids = await shiftSaleIds(db, shift);
  const [links, rows] = await Promise.all([
    linksByIds(db, shift.accountId, ids),
    ids.length === 0 ? [] : exportPage(db, shift.accountId, { ids, limit: ids.length }),
  ]);
  const fiatValues = new Map(rows.map((r) => [r.id, r.fiatValueAtCompletion]));
  const sales = ids.flatMap((id) => {
    const link = links.get(id);
    return link ? [toPosSale(link, fiatValues.get(id) ?? null)] : [];
  });
  const paid = rows.filter((r) => r.status === 'COMPLETED');
  const tokens = sumBy(
    paid.map((r) => ({
      key: `${r.network} ${r.payCurrency}`,
      amount: r.amountReceived,
      decimals: tokenDecimals(r.payCurrency),
    })),
  );
  const fiat = sumBy(
    paid.flatMap((r) =>
      isFiatCurrency(r.currency) && r.fiatValueAtCompletion
        ? [{ key: r.currency, amount: r.fiatValueAtCompletion, decimals: FIAT_DECIMALS }]
        : [],
    ),
  );
  return {
    from: shift.from.toISOString(),
    sales,
    totals: {
      tokens: [...tokens].map(([key, units]) => {
        const [network, currency] = key.split(' ') as [string, string];
        return { network, currency, amount: formatAmount(units, tokenDecimals(currency)) };
      }),
      fiat: [...fiat].map(([currency, cents]) => ({ currency, amount: formatFiat(cents) })),
    },
  };
}

import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { csvLine } from '../exports/csv-line';
import { toPayoutDto } from './payout-dto';
import { payouts } from './schema';

export const PAYOUT_EXPORT_COLUMNS = [
  'id',
  'name',
  'email',
  'amount',
  'currency',
  'pay_amount',
  'pay_currency',
  'network',
  'address',
  'status',
  'tx_id',
  'created_at',
  'paid_at',
] as const;

/**
 * The merchant's payouts as CSV text (UTF-8 with BOM), oldest first. Cells come from the merchant's CSVs and the
 * recipients' answers, so each goes through the exports' csvLine, which neutralises formula cells (=HYPERLINK(…)).
 */
export async function exportPayoutsCsv(deps: Deps, accountId: string): Promise<string> {
  const rows = await deps.db
    .select()
    .from(payouts)
    .where(eq(payouts.accountId, accountId))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  const lines = rows.map((row) => {
    const p = toPayoutDto(deps.config, row);
    return csvLine([
      p.id,
      p.name,
      p.email,
      p.amount,
      p.currency,
      p.payAmount,
      p.payCurrency,
      p.network,
      p.address,
      p.status,
      p.txId,
      p.createdAt,
      p.paidAt,
    ]);
  });
  return `\uFEFF${csvLine(PAYOUT_EXPORT_COLUMNS)}${lines.join('')}`;
}

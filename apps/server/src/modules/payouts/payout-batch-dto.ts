import { formatAmount, type PayoutBatch } from '@paylink/shared';
import type { Deps } from '../../deps';
import { toPayoutDto } from './payout-dto';
import { currencyDecimals } from './payout-rails';
import { payoutSigning } from './payout-transaction-request';
import { batchWithPayouts } from './batch-with-payouts';

/** The merchant's view of a batch: its payouts, the totals per token, and how to sign what is still unpaid. */
export async function payoutBatchDto(deps: Deps, accountId: string, batchId: string): Promise<PayoutBatch> {
  const { batch, rows } = await batchWithPayouts(deps, batchId, accountId);
  const totals = new Map<string, bigint>();
  for (const r of rows) totals.set(r.payCurrency, (totals.get(r.payCurrency) ?? 0n) + (r.payAmount ?? 0n));
  const unpaid = rows.filter((r) => r.status === 'IN_BATCH');
  return {
    id: batch.id,
    network: batch.network,
    payouts: rows.map((r) => toPayoutDto(deps.config, r)),
    totals: [...totals].map(([currency, amount]) => ({
      currency,
      amount: formatAmount(amount, currencyDecimals(deps.config, currency)),
    })),
    remaining: rows.filter((r) => r.status !== 'PAID').length,
    signing: unpaid.length > 0 ? await payoutSigning(deps, batch, unpaid) : null,
    createdAt: batch.createdAt.toISOString(),
  };
}

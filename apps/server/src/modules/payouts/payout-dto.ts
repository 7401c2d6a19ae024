import { formatAmount, type Payout } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import { currencyDecimals } from './payout-rails';
import type { PayoutRow } from './schema';

/** The merchant's view of a payout. */
export function toPayoutDto(config: AppConfig, row: PayoutRow): Payout {
  const payDecimals = currencyDecimals(config, row.payCurrency);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    amount: formatAmount(row.amount, currencyDecimals(config, row.currency)),
    currency: row.currency,
    payCurrency: row.payCurrency,
    payAmount: row.payAmount === null ? null : formatAmount(row.payAmount, payDecimals),
    rate: row.rate,
    networks: row.networks,
    network: row.network,
    address: row.address,
    status: row.status,
    batchId: row.batchId,
    txId: row.txId,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    claimExpiresAt: row.status === 'AWAITING_ADDRESS' ? (row.claimExpiresAt?.toISOString() ?? null) : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

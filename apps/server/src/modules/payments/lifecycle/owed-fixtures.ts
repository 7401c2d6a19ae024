import type { OwedRefund, OwedTransfer } from './amount-owed';

/** Test fixtures of the owed-amount rules: a transfer and a refund in USDC unless told otherwise. */
export const owedTransfer = (
  id: string,
  outcome: OwedTransfer['outcome'],
  amount: bigint | null,
  extra: Partial<OwedTransfer> = {},
): OwedTransfer => ({
  id,
  outcome,
  reason: null,
  amount,
  currency: 'USDC',
  ...extra,
});
export const owedRefund = (amount: bigint, extra: Partial<OwedRefund> = {}): OwedRefund => ({
  transferId: null,
  amount,
  currency: 'USDC',
  status: 'COMPLETED',
  expiresAt: new Date(0),
  ...extra,
});

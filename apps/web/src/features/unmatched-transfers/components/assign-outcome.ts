import type { Payment, PaymentStatus } from '@paylink/shared';

const nothing = (amount: string) => /^0(\.0*)?$/.test(amount);

/**
 * What assigning did to the link, in words: on a link that was already completed the transfer is excess and owed
 * back; otherwise it completed the link (perhaps with something over) or counted as part of it.
 */
export function assignOutcome(before: PaymentStatus | undefined, after: Payment): string {
  const owed = nothing(after.amountOwed) ? null : `${after.amountOwed} ${after.payCurrency}`;
  if (before === 'COMPLETED') {
    return `The link was already paid, so this counted as excess${owed ? `: ${owed} is now owed back to the payer` : ''}. Refund it from the link.`;
  }
  const received = `received ${after.amountReceived ?? '0'} of ${after.payAmount} ${after.payCurrency}`;
  if (after.status === 'COMPLETED')
    return `This completed ${after.label} (${received})${owed ? `; ${owed} over is owed back to the payer` : ''}.`;
  return `Counted toward ${after.label}: ${received}.`;
}

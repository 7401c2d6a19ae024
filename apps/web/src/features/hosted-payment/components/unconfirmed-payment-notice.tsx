import type { PublicPayment } from '@paylink/shared';

/** A payment seen on chain (or in the mempool) that is not final yet: it counts once it has `confirmations` blocks. */
export function UnconfirmedPaymentNotice({
  payment,
  confirmations,
}: {
  payment: PublicPayment;
  confirmations: number;
}) {
  if (payment.amountUnconfirmed === '0') return null;
  return (
    <div
      className="mt-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-800"
      role="status"
      data-testid="hosted-unconfirmed"
    >
      <p className="font-semibold">
        Payment seen, waiting for {confirmations} {confirmations === 1 ? 'confirmation' : 'confirmations'}
      </p>
      <p className="mt-1">
        {payment.amountUnconfirmed} {payment.payCurrency} arrived and counts once confirmed.
      </p>
    </div>
  );
}

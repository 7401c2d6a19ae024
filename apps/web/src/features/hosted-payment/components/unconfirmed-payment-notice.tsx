import type { PublicPayment } from '@paylink/shared';
import { MisdirectedPaymentNotice } from './misdirected-payment-notice';

/**
 * Money seen that does not count (yet): a payment on chain (or in the mempool) that is not final, which counts once
 * it has `confirmations` blocks; and payments of the link's amount sent on another network (MisdirectedPaymentNotice).
 */
export function UnconfirmedPaymentNotice({
  payment,
  confirmations,
}: {
  payment: PublicPayment;
  confirmations: number;
}) {
  return (
    <>
      {payment.amountUnconfirmed !== '0' && (
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
      )}
      <MisdirectedPaymentNotice payment={payment} />
    </>
  );
}

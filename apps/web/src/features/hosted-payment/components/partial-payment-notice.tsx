import type { PublicPayment } from '@paylink/shared';

/** After a partial payment: what arrived and what is left (the QR and wallet link then ask for the rest). */
export function PartialPaymentNotice({ payment }: { payment: PublicPayment }) {
  if (!payment.remainingSolanaPayUrl) return null;
  return (
    <div className="mt-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-800" data-testid="hosted-partial">
      <p>
        Received <span data-testid="hosted-amount-received">{payment.amountReceived}</span> {payment.payCurrency} so
        far.
      </p>
      <p className="mt-1 font-semibold">
        Please pay the remaining <span data-testid="hosted-amount-remaining">{payment.amountRemaining}</span>{' '}
        {payment.payCurrency}.
      </p>
    </div>
  );
}

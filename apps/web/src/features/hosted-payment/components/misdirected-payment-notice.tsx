import type { PublicPayment } from '@paylink/shared';

/** Payments of this link's exact amount that arrived on another network: said as the server words them, never counted here. */
export function MisdirectedPaymentNotice({ payment }: { payment: PublicPayment }) {
  if (payment.misdirected.length === 0) return null;
  return (
    <div
      className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
      role="status"
      data-testid="hosted-misdirected"
    >
      {payment.misdirected.map((m) => (
        <p key={`${m.network}:${m.message}`} data-testid="hosted-misdirected-message">
          {m.message}
        </p>
      ))}
      <p className="mt-1">It does not count toward this link unless the merchant accepts it.</p>
    </div>
  );
}

import { Link } from 'react-router';
import type { Payment } from '@paylink/shared';
import { CopyButton } from '../../../components/ui/copy-button';

/** Copy-URL and details actions of one payment, in the desktop table and the mobile cards alike. */
export function PaymentRowActions({ payment, className }: { payment: Payment; className: string }) {
  return (
    <div className={className}>
      <CopyButton value={payment.paymentUrl} thing="Payment URL" testId="copy-payment-url" />
      <Link
        to={`/payments/${payment.id}`}
        data-testid="payment-details-link"
        className="rounded-md px-2.5 py-1 text-xs font-medium text-indigo-600 hover:bg-indigo-50"
      >
        Details
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import type { Payment } from '@paylink/shared';
import { CopyButton } from '../../../components/ui/copy-button';
import { OpenCheckout } from './checkout-link';

/** The checkout link's Copy and Open, the wallet URI's copy and the details link of one payment, in the desktop table and the mobile cards alike. */
export function PaymentRowActions({ payment, className }: { payment: Payment; className: string }) {
  return (
    <div className={className}>
      <CopyButton value={payment.checkoutUrl} thing="Checkout link" testId="copy-checkout-url" label="Copy link" />
      <OpenCheckout url={payment.checkoutUrl} />
      <CopyButton
        value={payment.paymentUrl}
        thing="Wallet payment URI"
        testId="copy-payment-url"
        label="Copy wallet URI"
      />
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

import { downloadQr } from './download-qr';
import { Button } from '../../../components/ui/button';
import type { CreatedPaymentLink } from '../api/create-payment-link';
import { CopyButton } from '../../../components/ui/copy-button';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge';
import { QrImage } from '../../../components/ui/qr-image';
import { CheckoutLink } from './checkout-link';

interface PaymentLinkResultProps {
  result: CreatedPaymentLink | null;
  onCreateAnother: () => void;
}

export function PaymentLinkResult({ result, onCreateAnother }: PaymentLinkResultProps) {
  if (!result) {
    return (
      <div
        data-testid="result-placeholder"
        className="flex h-full min-h-80 flex-col items-center justify-center rounded-xl border-2 border-dashed border-gray-300 p-8 text-center"
      >
        <p className="text-lg font-semibold text-gray-900">Ready to Generate</p>
        <p className="mt-1 text-sm text-gray-500">Fill in the form to create a payment link and its QR code.</p>
      </div>
    );
  }

  const { payment, recipientWallet, checkoutQrCodeData } = result;
  // Several options: the customer picks one on the checkout, so a wallet URI (the first option's) is not shared.
  const multiOption = (payment.payOptions?.length ?? 0) > 1;
  return (
    <div data-testid="payment-result" className="space-y-5 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="flex justify-center">
        <QrImage
          src={checkoutQrCodeData}
          alt={`QR code of the checkout link for ${payment.label}`}
          testId="checkout-qr"
        />
      </div>
      <CheckoutLink url={payment.checkoutUrl} />
      {!multiOption && <WalletUri payment={payment} />}
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="font-medium text-gray-500">Amount</dt>
          <dd className="mt-1 font-semibold text-gray-900" data-testid="result-amount">
            {payment.amount} {payment.currency}
            {payment.quote ? (
              <span className="block text-xs font-normal text-gray-500" data-testid="result-pay-amount">
                = {payment.payAmount} {payment.payCurrency} at {payment.quote.rate} {payment.currency}/
                {payment.payCurrency}
              </span>
            ) : (
              payment.payAmount !== payment.amount && (
                <span className="block text-xs font-normal text-gray-500" data-testid="result-pay-amount">
                  customer sends {payment.payAmount} {payment.payCurrency}, this link’s unique amount
                </span>
              )
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-gray-500">Status</dt>
          <dd className="mt-1">
            <PaymentStatusBadge status={payment.status} />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="font-medium text-gray-500">Recipient wallet</dt>
          <dd className="mt-1 break-all font-mono text-xs text-gray-900" data-testid="result-recipient">
            {recipientWallet}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void downloadQr(checkoutQrCodeData, payment.id, {
              label: payment.label,
              amount: `${payment.amount} ${payment.currency}`,
            })
          }
          data-testid="download-qr"
        >
          Download QR
        </Button>
        <a
          href={`/payments/${payment.id}`}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="view-details"
          className="inline-flex items-center justify-center rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50"
        >
          View Details
        </a>
        <Button onClick={onCreateAnother} data-testid="create-another">
          Create Another Payment Link
        </Button>
      </div>
    </div>
  );
}

/** Second: the wallet URI and its QR, for a customer standing at the counter with a wallet app (skips the checkout). */
function WalletUri({ payment }: { payment: CreatedPaymentLink['payment'] }) {
  return (
    <div data-testid="wallet-uri">
      <p className="text-sm font-medium text-gray-500">Wallet payment URI</p>
      <div className="mt-1 flex items-center gap-2">
        <code
          data-testid="payment-url"
          className="min-w-0 flex-1 break-all rounded bg-gray-50 px-2 py-1 font-mono text-xs"
        >
          {payment.paymentUrl}
        </code>
        <CopyButton value={payment.paymentUrl} thing="Wallet payment URI" testId="copy-payment-url" />
      </div>
      <details className="mt-2 text-sm text-gray-600">
        <summary className="cursor-pointer py-1">
          Wallet QR (opens the wallet app directly, without the checkout page)
        </summary>
        <QrImage src={payment.qrCodeData} alt={`Wallet QR code for ${payment.label}`} className="mx-auto mt-2 w-48" />
      </details>
    </div>
  );
}

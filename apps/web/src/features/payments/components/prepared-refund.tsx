import { REFUND_LATE_WATCH_MS, type Refund, txExplorer } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { QrImage } from '../../../components/ui/qr-image';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from 'sonner';
import { useAppConfig } from '../../../lib/app-config';
import { errorMessage } from '../../../lib/api-client';
import { networkProfile } from '../../../lib/network-profiles';
import { useRefund } from '../api/get-refund';
import { usePayRefundWithTestWallet } from '../api/pay-refund-with-test-wallet';

export interface PreparedRefundProps {
  paymentId: string;
  prepared: Refund;
  /** Offered once it lapsed unpaid; a refund the server prepares once (a misdirected payment's) has none. */
  onPrepareNew?: () => void;
  onClose: () => void;
}

/**
 * A prepared refund to pay from the merchant's own wallet (QR, Open Wallet App) and its live status until the
 * watcher sees it paid (COMPLETED) or it lapses (EXPIRED).
 */
export function PreparedRefund({ paymentId, prepared, onPrepareNew, onClose }: PreparedRefundProps) {
  const { data: refund, isError } = useRefund(paymentId, prepared);
  const { data: config } = useAppConfig();
  // Where it is paid: the link's network, or where a payment sent on the wrong network arrived.
  const network = refund.network;
  const explorer = config ? txExplorer(network, config) : null;
  // Offline only, as on the hosted page: never offered when real RPCs are configured.
  const testWallet = networkProfile(config, network)?.testWallet === true;
  const testPay = usePayRefundWithTestWallet(paymentId, prepared.id);

  return (
    <div className="space-y-4 text-center" data-testid="refund-prepared" data-status={refund.status}>
      <div>
        <p className="text-2xl font-semibold text-gray-900" data-testid="refund-amount-due">
          {refund.amount} {refund.currency}
        </p>
        <p className="mt-1 text-xs text-gray-500">to</p>
        <p className="break-all font-mono text-xs text-gray-900" data-testid="refund-destination">
          {refund.to}
        </p>
      </div>

      {refund.status === 'PENDING' && (
        <>
          <QrImage src={refund.qrCodeData} alt="QR code of the refund" className="mx-auto w-full max-w-[240px]" />
          <p className="text-sm text-gray-600">Scan it with your wallet: the one that received the payment.</p>
          <a
            href={refund.paymentUrl}
            data-testid="refund-open-wallet"
            className="inline-flex w-full items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Open Wallet App
          </a>
          {testWallet && (
            <Button
              variant="outline"
              className="w-full"
              isLoading={testPay.isPending}
              onClick={() =>
                testPay.mutate(undefined, {
                  onError: (error) => toast.error(errorMessage(error, 'Test payment failed')),
                })
              }
              data-testid="refund-test-wallet"
            >
              Pay with local test wallet
            </Button>
          )}
          <div data-testid="refund-status">
            <Spinner size="sm" label="PENDING: waiting for your refund transaction..." className="mx-auto" />
          </div>
          {isError && (
            <p role="alert" className="text-xs text-red-700" data-testid="refund-status-error">
              Could not check the refund's status just now; retrying.
            </p>
          )}
          <p className="text-xs text-gray-500">
            Expires {new Date(refund.expiresAt).toLocaleString('en-US')} if unpaid.
          </p>
        </>
      )}

      {refund.status === 'COMPLETED' && (
        <div className="space-y-2" data-testid="refund-status">
          <p className="text-4xl text-green-600" aria-hidden="true">
            ✓
          </p>
          <h3 className="text-lg font-semibold text-gray-900">COMPLETED</h3>
          <p className="text-sm text-gray-600">The refund arrived on the blockchain.</p>
          {refund.signature && (
            <>
              <p className="break-all font-mono text-xs text-gray-700" data-testid="refund-signature">
                {refund.signature}
              </p>
              {explorer && (
                <a
                  href={explorer.url(refund.signature)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="refund-explorer-link"
                  className="inline-block text-sm font-medium text-indigo-600 hover:underline"
                >
                  View on {explorer.name} ↗
                </a>
              )}
            </>
          )}
          <div>
            <Button variant="outline" onClick={onClose} data-testid="refund-close">
              Close
            </Button>
          </div>
        </div>
      )}

      {refund.status === 'EXPIRED' && (
        <div className="space-y-3" data-testid="refund-status">
          <h3 className="text-lg font-semibold text-gray-900">EXPIRED</h3>
          <p className="text-sm text-gray-600">
            This refund was not paid in time. If money is still owed, prepare a new one. Paid after all? We keep looking
            for it for {REFUND_LATE_WATCH_MS / 86_400_000} days and mark it COMPLETED when it arrives.
          </p>
          {onPrepareNew && (
            <Button onClick={onPrepareNew} data-testid="refund-prepare-new">
              Prepare a new one
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

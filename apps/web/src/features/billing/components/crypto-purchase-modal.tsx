import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CRYPTO_PURCHASE_COUNTDOWN_S,
  CRYPTO_PURCHASE_REDIRECT_MS,
  CRYPTO_PURCHASE_SUCCESS_CALLBACK_MS,
  walletRequest,
  type CryptoPurchaseResponse,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { QrImage } from '../../../components/ui/qr-image';
import { SimpleTransferSwitch } from '../../../components/ui/simple-transfer-switch';
import { Spinner } from '../../../components/ui/spinner';
import { usePurchasePaymentStatus } from '../api/get-purchase-payment-status';
import { useEscapeKey } from '../../../lib/use-escape-key';
import { useAppConfig } from '../../../lib/app-config';
import { networkProfile } from '../../../lib/network-profiles';
import { errorMessage } from '../../../lib/api-client';
import { payWithTestWallet } from '../../../lib/test-wallet';

type View = 'pending' | 'completed' | 'failed' | 'expired';

function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface CryptoPurchaseModalProps {
  purchase: CryptoPurchaseResponse;
  onClose: () => void;
  /** Runs 2 s after the payment completes (refresh the profile and the credits). */
  onSuccess: () => void;
}

/**
 * SPEC sections 2, 4 and 8 (Escape closes it): QR, amount, credits, a 10:00 countdown, Open Wallet App, a waiting spinner; the
 * status is polled every 5 s and the modal ends in completed, failed or expired. After success it calls
 * onSuccess after 2 s and goes to /thank-you?payment=success 1.5 s later.
 */
export function CryptoPurchaseModal({ purchase, onClose, onSuccess }: CryptoPurchaseModalProps) {
  const navigate = useNavigate();
  // Credits are bought on Solana (the treasury's Solana Pay request): its rail's QR wording.
  const { data: config } = useAppConfig();
  const { payment } = purchase;
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const secondsLeft = Math.max(0, CRYPTO_PURCHASE_COUNTDOWN_S - Math.floor((now - startedAt) / 1000));
  const expired = secondsLeft === 0;
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });
  const live = usePurchasePaymentStatus(payment.id, !expired).data;
  const status = live?.status;
  // Money that arrived but does not pay the package in full is a failed purchase once time is up, not an expired one.
  const moneyArrived = live !== undefined && live.amountReceived !== '0';
  const view: View =
    status === 'COMPLETED'
      ? 'completed'
      : status === 'FAILED'
        ? 'failed'
        : expired || status === 'EXPIRED'
          ? moneyArrived
            ? 'failed'
            : 'expired'
          : 'pending';
  // A partial payment: the QR and wallet link ask for what is left (same reference, so it all adds up).
  const partial = live?.status === 'PENDING' && live.remainingSolanaPayUrl ? live : undefined;
  // Once the status is read: the transaction request by default (USDC without SOL: Paylink pays the network fee).
  const [simpleTransfer, setSimpleTransfer] = useState(false);
  const request =
    live?.status === 'PENDING'
      ? walletRequest(live, simpleTransfer)
      : { url: payment.solanaPayUrl, qrCodeData: payment.qrCode };

  useEscapeKey(onClose);
  // Offline only: the hosted page's local test wallet pays the purchase (never offered with a real RPC).
  const testWallet = networkProfile(config, 'solana')?.testWallet === true;
  const [testPaying, setTestPaying] = useState(false);
  const payWithTest = () => {
    setTestPaying(true);
    payWithTestWallet(payment.id)
      .catch((error: unknown) => toast.error(errorMessage(error, 'Test payment failed')))
      .finally(() => setTestPaying(false));
  };

  useEffect(() => {
    if (view !== 'pending') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [view]);

  useEffect(() => {
    if (view === 'failed') toast.error('Payment failed: Payment verification failed');
    if (view === 'expired') toast.error('Payment failed: Payment expired');
    if (view !== 'completed') return;
    toast.success(`Payment completed! ${purchase.package.credits} credits have been added to your account.`);
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const callback = setTimeout(() => {
      onSuccessRef.current();
      // The purchase is already credited: the thank-you page shows it at once (no "Processing your payment...").
      redirect = setTimeout(
        () => void navigate('/thank-you?payment=success', { state: { credited: true } }),
        CRYPTO_PURCHASE_REDIRECT_MS,
      );
    }, CRYPTO_PURCHASE_SUCCESS_CALLBACK_MS);
    return () => {
      clearTimeout(callback);
      clearTimeout(redirect);
    };
  }, [view, navigate, purchase.package.credits]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="crypto-purchase-title"
        data-testid="crypto-purchase-modal"
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <div className="flex items-start justify-between">
          <h2 id="crypto-purchase-title" className="text-lg font-semibold text-gray-900">
            Pay with Crypto
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="text-gray-400 hover:text-gray-600">
            ✕
          </button>
        </div>

        {view === 'pending' && (
          <div className="mt-4 space-y-4 text-center">
            {partial && (
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800" data-testid="purchase-partial">
                Received {partial.amountReceived} {payment.currency}. Pay the remaining {partial.amountRemaining}{' '}
                {payment.currency} to complete your purchase.
              </p>
            )}
            <QrImage
              src={request.qrCodeData}
              alt={networkProfile(config, 'solana')?.qrAlt ?? 'Payment QR code'}
              className="mx-auto w-full max-w-[300px]"
            />
            {live?.transactionRequestQrCodeData && (
              <SimpleTransferSwitch checked={simpleTransfer} onChange={setSimpleTransfer} />
            )}
            <div>
              <p className="text-2xl font-semibold text-gray-900" data-testid="purchase-amount">
                {payment.amount} {payment.currency}
              </p>
              <p className="text-sm text-gray-600" data-testid="purchase-credits">
                {purchase.package.credits} credits · {purchase.package.displayName}
              </p>
            </div>
            <p className="text-sm text-gray-600">
              Payment expires in{' '}
              <span className="font-mono font-semibold text-gray-900" data-testid="purchase-countdown">
                {formatCountdown(secondsLeft)}
              </span>
            </p>
            <a
              href={request.url}
              className="inline-flex w-full items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
            >
              Open Wallet App
            </a>
            {testWallet && (
              <Button
                variant="outline"
                className="w-full"
                isLoading={testPaying}
                onClick={payWithTest}
                data-testid="purchase-test-wallet"
              >
                Pay with local test wallet
              </Button>
            )}
            <Spinner size="sm" label="Waiting for payment..." className="mx-auto" />
            <p className="text-xs text-gray-500">
              Scan the QR code with a Solana wallet. Credits are added once the payment is confirmed on the blockchain.
            </p>
          </div>
        )}

        {view === 'completed' && (
          <div className="mt-6 space-y-2 text-center" data-testid="purchase-completed">
            <p className="text-4xl text-green-600" aria-hidden="true">
              ✓
            </p>
            <h3 className="text-lg font-semibold text-gray-900">Payment Completed!</h3>
            <p className="text-sm text-gray-600">{purchase.package.credits} credits have been added to your account.</p>
            <Spinner size="sm" label="Redirecting..." className="mx-auto" />
          </div>
        )}

        {view === 'failed' && (
          <div className="mt-6 space-y-3 text-center" data-testid="purchase-failed">
            <h3 className="text-lg font-semibold text-red-700">Payment Failed</h3>
            <p className="text-sm text-gray-600">The payment could not be processed. Please try again.</p>
            <p className="text-xs text-gray-500">Payment verification failed</p>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        )}

        {view === 'expired' && (
          <div className="mt-6 space-y-3 text-center" data-testid="purchase-expired">
            <h3 className="text-lg font-semibold text-gray-900">Payment Expired</h3>
            <p className="text-sm text-gray-600">This payment link has expired. Please create a new payment.</p>
            <p className="text-xs text-gray-500">Payment expired</p>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

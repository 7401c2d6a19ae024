import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  failureReasonText,
  MSG,
  NETWORK_NAMES,
  walletRequest,
  type Network,
  type PublicPayment,
  txExplorer,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { networkProfile } from '../../../lib/network-profiles';
import { isNotFound, usePublicPayment } from '../../../lib/public-payment';
import { usePayWithTestWallet } from '../api/pay-with-test-wallet';
import { ExpiryCountdown } from './expiry-countdown';
import { PartialPaymentNotice } from './partial-payment-notice';
import { RejectedTransferNotice } from './rejected-transfer-notice';
import { UnconfirmedPaymentNotice } from './unconfirmed-payment-notice';
import { PayToAddress } from './pay-to-address';
import { QrImage } from '../../../components/ui/qr-image';
import { quoteIsOpen, tokenIsOpen, useQuote } from '../api/renew-quote';
import { ReceiptEmailForm } from './receipt-email-form';
import { TokenSwitcher } from './token-switcher';
import { useChoosePayOption } from '../../../lib/choose-pay-option';
import { PayOptionPicker } from './pay-option-picker';
import { FiatEquivalent } from './fiat-equivalent';
import { SimpleTransferSwitch } from '../../../components/ui/simple-transfer-switch';
import { Shell } from './hosted-shell';
import { CancelLink } from './cancel-link';
import { ConnectWallet } from './connect-wallet';
import { accentBackground, MerchantBrandContext } from './merchant-brand';
import { useNow } from './use-now';
import { flowOf, HostedOutcome, isEmbedded, isPopup } from './hosted-outcome';

const AUTO_CLOSE_MS = 2000;

const PRICE_UNAVAILABLE_TEXT = 'The price cannot be shown right now.';

const NOT_FOUND_TEXT =
  'There is no payment at this address. Check the link you were given, or ask the seller for a new one.';

export function HostedPaymentPage({ id }: { id: string }) {
  const { data: payment, isPending, error, unreachable, reload } = usePublicPayment(id);

  if (isPending) {
    return (
      <Shell status="Loading">
        <div className="flex justify-center py-12 text-indigo-600">
          <Spinner size="lg" />
        </div>
      </Shell>
    );
  }
  if (!payment) {
    return (
      <Shell status={isNotFound(error) ? MSG.paymentNotFound : 'Error'} unreachable={unreachable}>
        {isNotFound(error) && (
          <p className="py-8 text-gray-700" data-testid="hosted-not-found">
            {NOT_FOUND_TEXT}
          </p>
        )}
        {!isNotFound(error) && (
          <div className="py-8">
            <p className="text-gray-700" data-testid="hosted-error">
              Failed to load payment
            </p>
            <Button variant="outline" className="mt-4" onClick={reload} data-testid="hosted-retry">
              Retry now
            </Button>
          </div>
        )}
      </Shell>
    );
  }
  // The merchant's logo and accent reach the card in every state.
  return (
    <MerchantBrandContext.Provider value={payment}>
      <HostedPayment payment={payment} unreachable={unreachable} onRetry={reload} />
    </MerchantBrandContext.Provider>
  );
}

function HostedPayment({
  payment,
  unreachable,
  onRetry,
}: {
  payment: PublicPayment;
  unreachable: boolean;
  onRetry: () => void;
}) {
  const now = useNow(payment.status === 'PENDING');
  const flow = flowOf(payment, now);
  const { data: config } = useAppConfig();
  const explorer = config ? txExplorer(payment.network, config) : null;
  const profile = networkProfile(config, payment.network);
  const testPay = usePayWithTestWallet(payment.id);
  const quote = useQuote(payment, now);
  const openQuote = quoteIsOpen(payment);
  const choice = useChoosePayOption(payment.id);
  // One checkout, any network: the customer first picks an option, and may pick again while nothing has arrived.
  const [picking, setPicking] = useState(payment.payOptions !== null && tokenIsOpen(payment));
  const canChange = payment.payOptions !== null && tokenIsOpen(payment);
  // While the customer picks, only the price shows: the token amount and network are the option's, once chosen.
  const choosing = picking && canChange;
  const notified = useRef<{ completed: boolean; failed: boolean }>({ completed: false, failed: false });
  // Solana: the transaction request by default; the customer may ask for the plain transfer request instead.
  const [simpleTransfer, setSimpleTransfer] = useState(false);
  const request = walletRequest(payment, simpleTransfer);

  // Tell an embedding page about the outcome once; SPEC section 3 (window message to parent).
  useEffect(() => {
    if (!isEmbedded) return;
    if (payment.status === 'COMPLETED' && !notified.current.completed) {
      notified.current.completed = true;
      window.parent.postMessage({ type: 'PAYMENT_COMPLETED', paymentId: payment.id }, '*');
    }
    if ((payment.status === 'FAILED' || payment.status === 'EXPIRED') && !notified.current.failed) {
      notified.current.failed = true;
      const error = payment.cancelledAt
        ? 'Payment cancelled'
        : (failureReasonText(payment.failureReason) ??
          (payment.status === 'EXPIRED' ? 'Payment expired' : 'Payment verification failed'));
      window.parent.postMessage({ type: 'PAYMENT_FAILED', paymentId: payment.id, error }, '*');
    }
  }, [payment.status, payment.id, payment.failureReason, payment.cancelledAt]);

  useEffect(() => {
    if (flow !== 'completed' || !(isEmbedded || isPopup)) return;
    const timer = setTimeout(() => window.close(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [flow]);

  const summary = (
    <div className="mt-4 space-y-1">
      {payment.merchantName && (
        <p className="text-sm text-gray-600" data-testid="hosted-merchant">{`Merchant: ${payment.merchantName}`}</p>
      )}
      <p className="font-medium text-gray-900" data-testid="hosted-label">
        {payment.label}
      </p>
      {payment.message && <p className="text-sm text-gray-600">{payment.message}</p>}
      <p className="pt-2 text-3xl font-bold text-gray-900" data-testid="hosted-amount">
        {/* Priced in USD/EUR: the price, with the token amount below; priced in a token: what to send (on EVM, with the link's unique offset). */}
        {payment.quote ? payment.amount : payment.payAmount} {payment.currency}
      </p>
      <FiatEquivalent payment={payment} />
      {payment.quote && !choosing && (
        <p className="text-lg font-semibold text-gray-700" data-testid="hosted-pay-amount">
          {payment.payAmount} {payment.payCurrency}
        </p>
      )}
      {!choosing && (
        <p className="text-sm text-gray-500">
          Network: {profile?.name ?? NETWORK_NAMES[payment.network as Network] ?? payment.network}
        </p>
      )}
      {payment.amountRefunded !== '0' && (
        <p className="text-sm text-gray-700" data-testid="hosted-amount-refunded">
          Refunded: {payment.amountRefunded} {payment.payCurrency}
        </p>
      )}
    </div>
  );

  if (flow !== 'waiting') {
    return (
      <HostedOutcome
        payment={payment}
        flow={flow}
        summary={summary}
        explorer={explorer}
        unreachable={unreachable}
        onRetry={onRetry}
      />
    );
  }

  // A fiat price is held only for its quote's time: the countdown is the quote's while it can still be renewed.
  const countdownEnd = Math.min(
    new Date(payment.expiresAt).getTime(),
    openQuote && payment.quote ? new Date(payment.quote.expiresAt).getTime() : Infinity,
  );
  if (openQuote && quote.failed) {
    return (
      <Shell status="Waiting for Payment" unreachable={unreachable}>
        {summary}
        <div className="mt-6 rounded-xl bg-yellow-50 p-5" role="alert" data-testid="price-unavailable">
          <p className="text-sm text-yellow-800">{PRICE_UNAVAILABLE_TEXT}</p>
          <Button
            variant="outline"
            className="mt-4"
            isLoading={quote.isRenewing}
            onClick={() => quote.renew()}
            data-testid="price-retry"
          >
            Retry
          </Button>
        </div>
      </Shell>
    );
  }

  if (choosing) {
    return (
      <Shell status="Waiting for Payment" unreachable={unreachable}>
        {summary}
        <PayOptionPicker
          payment={payment}
          pending={choice.isPending}
          error={choice.error}
          onChoose={(option) => choice.mutate(option, { onSuccess: () => setPicking(false) })}
        />
      </Shell>
    );
  }

  return (
    <Shell status="Waiting for Payment" unreachable={unreachable}>
      {summary}
      {canChange && (
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => setPicking(true)}
          data-testid="change-pay-option"
        >
          Change network or token
        </Button>
      )}
      {!payment.payOptions && tokenIsOpen(payment) && payment.payCurrencies.length > 1 && (
        <TokenSwitcher payment={payment} disabled={quote.isRenewing} onSwitch={(symbol) => quote.renew(symbol)} />
      )}
      {quote.refusal && (
        <p className="mt-3 text-center text-sm text-gray-700" role="status" data-testid="quote-refusal">
          {quote.refusal}
        </p>
      )}
      <PartialPaymentNotice payment={payment} />
      <RejectedTransferNotice payment={payment} />
      <UnconfirmedPaymentNotice payment={payment} confirmations={profile?.confirmations ?? 1} />
      <QrImage
        src={request.qrCodeData}
        alt={profile?.qrAlt ?? 'Payment QR code'}
        className="mx-auto mt-4 w-full max-w-[300px]"
      />
      {payment.transactionRequestQrCodeData && (
        <SimpleTransferSwitch checked={simpleTransfer} onChange={setSimpleTransfer} />
      )}
      {profile?.payToAddress && (
        <PayToAddress payment={payment} sendExactly={profile.sendExactly} matchBy={profile.matchBy} />
      )}
      <ExpiryCountdown
        remainingMs={countdownEnd - now}
        linkExpiresAt={countdownEnd < new Date(payment.expiresAt).getTime() ? payment.expiresAt : undefined}
      />
      <a
        href={request.url}
        data-testid="open-wallet"
        data-request-kind={request.kind}
        style={accentBackground(payment.merchantAccentColor)}
        className="mt-4 flex w-full items-center justify-center rounded-lg bg-indigo-600 px-5 py-3 font-medium text-white hover:bg-indigo-700"
      >
        Open Wallet App
      </a>
      <ConnectWallet payment={payment} request={request} />
      {profile?.testWallet && (
        <Button
          variant="outline"
          className="mt-3 w-full"
          isLoading={testPay.isPending}
          onClick={() =>
            testPay.mutate(undefined, { onError: (err) => toast.error(errorMessage(err, 'Test payment failed')) })
          }
          data-testid="pay-test-wallet"
        >
          Pay with local test wallet
        </Button>
      )}
      <div className="mt-5 flex items-center justify-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" />
        <span>Scan the QR code or open your wallet app to pay.</span>
      </div>
      {payment.cancelUrl && <CancelLink url={payment.cancelUrl} merchantName={payment.merchantName} />}
      <ReceiptEmailForm paymentId={payment.id} />
    </Shell>
  );
}

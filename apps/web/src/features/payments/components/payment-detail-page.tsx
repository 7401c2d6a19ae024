import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  compareDecimal,
  failureReasonText,
  MSG,
  NETWORK_NAMES,
  priceLockedText,
  type Network,
  type PaymentDetail,
  type PaymentTransfer,
  type Refund,
  txExplorer,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-config';
import { networkProfile } from '../../../lib/network-profiles';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { isNotFound, usePayment } from '../api/get-payment';
import { useReopenRefund } from '../api/reopen-refund';
import { PaymentRefunds } from './payment-refunds';
import { RefundClaims } from './refund-claims';
import { PaymentTransfers } from './payment-transfers';
import { RefundModal } from './refund-modal';
import { MisdirectedRefundModal } from './misdirected-refund-modal';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge';
import { QrImage } from '../../../components/ui/qr-image';
import { CheckoutLink } from './checkout-link';
import { LinkControls } from './link-controls';
import { ScreeningFlag } from './screening-flag';
import { Field, PaymentLinkValues } from './payment-link-values';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US');
}

export interface PaymentDetailPageProps {
  /** The link's webhook deliveries, from the webhooks feature (the app composes the two). */
  webhookDeliveries: (paymentId: string) => ReactNode;
}

export function PaymentDetailPage({ webhookDeliveries }: PaymentDetailPageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: payment, isPending, isError, error } = usePayment(id);
  const loadFailed = isError && !payment && !isNotFound(error);

  useEffect(() => {
    if (!loadFailed) return;
    toast.error('Failed to load payment details');
    navigate('/payments');
  }, [loadFailed, navigate]);

  if (isPending || loadFailed) {
    return (
      <p className="py-12 text-center text-gray-500" data-testid="payment-loading">
        Loading payment...
      </p>
    );
  }
  if (!payment) {
    return (
      <div className="py-12 text-center" data-testid="payment-not-found">
        <p className="text-lg font-medium text-gray-900">{MSG.paymentNotFound}</p>
        <Link to="/payments" className="mt-3 inline-block text-sm font-medium text-indigo-600 hover:underline">
          Back to payments
        </Link>
      </div>
    );
  }
  return <PaymentDetailView payment={payment} webhookDeliveries={webhookDeliveries} />;
}

function PaymentDetailView({ payment, webhookDeliveries }: { payment: PaymentDetail } & PaymentDetailPageProps) {
  const { data: config } = useAppConfig();
  const explorer = config ? txExplorer(payment.network, config) : null;
  const signature = payment.transactionSignature ?? payment.transactionHash;
  const completedAt = payment.completedAt ?? payment.verifiedAt ?? payment.updatedAt;
  // What the refund modal is open for; its proposal is the server's, for the payment as it is now.
  const [refunding, setRefunding] = useState<{ transferId?: string; pending?: Refund } | null>(null);
  // The refund of a payment sent on the wrong network being paid; `?refund=<id>` opens it (the inbox links there).
  const [misdirectedRefund, setMisdirectedRefund] = useState<Refund | null>(null);
  const [search, setSearch] = useSearchParams();
  const linkedRefund = payment.refunds.find((r) => r.id === search.get('refund') && r.misdirectedId !== null);
  useEffect(() => {
    if (!linkedRefund) return;
    setMisdirectedRefund(linkedRefund);
    setSearch({}, { replace: true });
  }, [linkedRefund, setSearch]);
  const refundable = payment.amountRefundable;
  const refundGate = useActionGate('refunds:create');
  const owes = compareDecimal(payment.amountOwed, '0') > 0;
  // An open link keeps what it counted (more may complete it): the link as a whole is refunded once it has ended or owes.
  const offerLinkRefund = compareDecimal(refundable, '0') > 0 && (owes || payment.status !== 'PENDING');
  const refundedTransfer = refunding?.transferId
    ? payment.transfers.find((t) => t.id === refunding.transferId)
    : undefined;
  const proposal = refunding && (refunding.transferId ? refundedTransfer?.proposedRefund : payment.proposedRefund);
  const pendingOf = (transfer: PaymentTransfer) =>
    payment.refunds.find((r) => r.status === 'PENDING' && r.transferId === transfer.id);
  // "Pay it" on a PENDING refund, and the pay step of one just reopened.
  const openRefund = (refund: Refund) =>
    refund.misdirectedId
      ? setMisdirectedRefund(refund)
      : setRefunding({ transferId: refund.transferId ?? undefined, pending: refund });
  const { reopen, reopening } = useReopenRefund(payment.id, openRefund);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/payments" className="text-sm text-indigo-600 hover:underline">
            ← Back to payments
          </Link>
          <h1 className="mt-1 text-2xl font-bold text-gray-900" data-testid="payment-label">
            {payment.label}
          </h1>
          {payment.message && <p className="text-gray-600">{payment.message}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LinkControls payment={payment} />
          {offerLinkRefund && (
            <Button
              variant={owes ? 'primary' : 'outline'}
              onClick={() => setRefunding({})}
              disabledReason={refundGate.reason}
              data-testid="refund-payment"
            >
              Refund
            </Button>
          )}
          <PaymentStatusBadge
            status={payment.status}
            cancelledAt={payment.cancelledAt}
            refundStatus={payment.refundStatus}
          />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <section className="space-y-6 rounded-lg border border-gray-200 bg-white p-6 lg:col-span-2">
          <div className="text-3xl font-bold text-gray-900" data-testid="payment-amount">
            {payment.amount} {payment.currency}
            {payment.quote && (
              <p className="mt-1 text-sm font-normal text-gray-600" data-testid="payment-pay-amount">
                Paid in {payment.payAmount} {payment.payCurrency} at {payment.quote.rate} {payment.currency}/
                {payment.payCurrency} (quoted {new Date(payment.quote.quotedAt).toLocaleString()}, source{' '}
                {payment.quote.source})
                {payment.status === 'PENDING' && new Date(payment.quote.expiresAt).getTime() > Date.now() && (
                  <span className="block" data-testid="payment-price-locked">
                    {priceLockedText(payment.quote.expiresAt)}
                  </span>
                )}
              </p>
            )}
            {!payment.quote && payment.payAmount !== payment.amount && (
              <p className="mt-1 text-sm font-normal text-gray-600" data-testid="payment-pay-amount">
                Customer sends {payment.payAmount} {payment.payCurrency}, this link’s unique amount
              </p>
            )}
          </div>

          <CheckoutLink url={payment.checkoutUrl} />

          <ScreeningFlag flag={payment.screeningFlag} />
          {payment.needsRefund && (
            <p
              className="rounded-md bg-orange-50 p-3 text-sm font-medium text-orange-800"
              data-testid="payment-refund-due"
            >
              Refund due: money arrived that this link does not keep. See the transfers below.
            </p>
          )}
          {(owes || compareDecimal(payment.amountRefunded, '0') > 0) && (
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Owed to the customer">
                <span data-testid="payment-amount-owed">
                  {payment.amountOwed} {payment.payCurrency}
                </span>
              </Field>
              <Field label="Refunded">
                <span data-testid="payment-amount-refunded">
                  {payment.amountRefunded} {payment.payCurrency}
                </span>
              </Field>
            </dl>
          )}
          {payment.status === 'FAILED' && payment.failureReason && (
            <p className="rounded-md bg-red-50 p-3 text-sm text-red-700" data-testid="payment-failure-reason">
              {failureReasonText(payment.failureReason)}
              {payment.failureReason === 'underpaid' &&
                payment.amountReceived !== null &&
                ` Received ${payment.amountReceived} ${payment.payCurrency}.`}
            </p>
          )}
          {payment.shortfall && (
            <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-800" data-testid="payment-shortfall">
              Paid within your underpayment tolerance: {payment.shortfall} {payment.payCurrency} short.
            </p>
          )}
          {payment.paidLate && (
            <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-800" data-testid="payment-paid-late">
              This payment arrived after the link had expired.
            </p>
          )}
          {payment.overpaid && (
            <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-800" data-testid="payment-overpaid">
              The customer paid more than requested
              {payment.amountReceived ? ` (received ${payment.amountReceived} ${payment.payCurrency})` : ''}.
            </p>
          )}

          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label="Created">
              <span data-testid="payment-created-at">{formatDate(payment.createdAt)}</span>
            </Field>
            {payment.status === 'COMPLETED' && completedAt && (
              <Field label="Completed">
                <span data-testid="payment-completed-at">{formatDate(completedAt)}</span>
              </Field>
            )}
            {payment.finality && (
              <Field label="Finality">
                <span data-testid="payment-finality">
                  {payment.finality === 'finalized'
                    ? `Finalized${payment.finalizedAt ? ` ${formatDate(payment.finalizedAt)}` : ''}`
                    : 'Confirmed, not final yet'}
                </span>
              </Field>
            )}
            <Field label="Expires">{formatDate(payment.expiresAt)}</Field>
            <Field label="Network">{NETWORK_NAMES[payment.network as Network] ?? payment.network}</Field>
          </dl>

          <PaymentLinkValues payment={payment} signature={signature} explorer={explorer} />
        </section>

        <section className="flex flex-col items-center rounded-lg border border-gray-200 bg-white p-6">
          <h2 className="mb-4 text-lg font-semibold text-gray-900">QR Code</h2>
          <QrImage src={payment.qrCodeData} alt={`QR code for ${payment.label}`} />
        </section>
      </div>
      <PaymentTransfers
        transfers={payment.transfers}
        unconfirmed={payment.unconfirmedTransfers}
        misdirected={payment.misdirected}
        paymentId={payment.id}
        currency={payment.payCurrency}
        network={payment.network}
        hasPendingRefund={(t) => pendingOf(t) !== undefined}
        onRefund={(t) => setRefunding({ transferId: t.id, pending: pendingOf(t) })}
        onOpenMisdirectedRefund={setMisdirectedRefund}
      />
      <PaymentRefunds
        refunds={payment.refunds}
        onOpen={openRefund}
        onReopen={refundGate.allowed ? reopen : undefined}
        reopening={reopening}
      />
      {networkProfile(config, payment.network)?.refundClaims && (
        <RefundClaims
          paymentId={payment.id}
          owed={payment.amountOwed}
          canCreate={offerLinkRefund && refundGate.allowed}
        />
      )}
      {webhookDeliveries(payment.id)}
      {proposal && (
        <RefundModal
          // A new form when the merchant switches from the whole link to one of its transfers.
          key={refunding?.transferId ?? 'link'}
          paymentId={payment.id}
          network={payment.network}
          proposal={proposal}
          pending={refunding?.pending}
          onRefundTransfer={(transferId) => {
            const chosen = payment.transfers.find((t) => t.id === transferId);
            setRefunding({ transferId, pending: chosen && pendingOf(chosen) });
          }}
          onClose={() => setRefunding(null)}
        />
      )}
      {misdirectedRefund && (
        <MisdirectedRefundModal refund={misdirectedRefund} onClose={() => setMisdirectedRefund(null)} />
      )}
    </div>
  );
}

import { failureReasonText, type PaymentDetail, type PaymentTransfer, type Refund, txExplorer } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useAppConfig } from '../../../lib/app-config';
import { UnconfirmedTransfers } from './unconfirmed-transfers';
import { MisdirectedPayments } from './misdirected-payments';
import { useActionGate } from '../../../lib/auth/use-action-gate';

const OUTCOME_TEXT: Record<PaymentTransfer['outcome'], { label: string; className: string }> = {
  counted: { label: 'Counted', className: 'bg-green-100 text-green-800' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-800' },
  excess: { label: 'Excess (refund due)', className: 'bg-yellow-100 text-yellow-800' },
};

const short = (value: string) => `${value.slice(0, 6)}…${value.slice(-6)}`;

const isOwed = (t: PaymentTransfer) => t.amountOwed !== '0';

function transferColumns(
  explorer: ReturnType<typeof txExplorer>,
  {
    onRefund,
    hasPendingRefund,
    refundDisabledReason,
  }: Pick<PaymentTransfersProps, 'onRefund' | 'hasPendingRefund'> & { refundDisabledReason: string | undefined },
): TableColumn<PaymentTransfer>[] {
  return [
    {
      header: 'Time',
      cell: (t) => (t.blockTime ? new Date(t.blockTime).toLocaleString('en-US') : `slot ${t.slot}`),
      className: 'whitespace-nowrap text-gray-500',
    },
    {
      header: 'Amount',
      cell: (t) => (
        <span data-testid="payment-transfer-amount">
          {t.amount !== null
            ? `${t.amount} ${t.currency}`
            : t.baseUnits !== null
              ? `${t.baseUnits} base units of an unknown token`
              : 'Unknown token'}
        </span>
      ),
      className: 'whitespace-nowrap font-medium text-gray-900',
    },
    {
      header: 'Outcome',
      cell: (t) => (
        <>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${OUTCOME_TEXT[t.outcome].className}`}>
            {OUTCOME_TEXT[t.outcome].label}
          </span>
          {t.reason && <p className="mt-1 text-xs text-gray-600">{failureReasonText(t.reason)}</p>}
        </>
      ),
    },
    {
      header: 'Signature',
      cell: (t) =>
        explorer ? (
          <a
            href={explorer.url(t.signature)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-indigo-600 hover:underline"
            title={t.signature}
          >
            {short(t.signature)} ↗
          </a>
        ) : (
          <span title={t.signature}>{short(t.signature)}</span>
        ),
      className: 'font-mono text-xs',
    },
    {
      header: 'Payer',
      cell: (t) => (
        <span title={t.payer ?? undefined} data-testid="payment-transfer-payer">
          {t.payer ? short(t.payer) : 'Unknown'}
        </span>
      ),
      className: 'font-mono text-xs text-gray-600',
    },
    {
      header: 'Owed back',
      align: 'right',
      cell: (t) =>
        isOwed(t) ? (
          <div className="flex items-center justify-end gap-2">
            <span className="whitespace-nowrap font-medium text-orange-700" data-testid="payment-transfer-owed">
              {t.amountOwed} {t.currency ?? ''}
            </span>
            {t.currency !== null && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onRefund(t)}
                disabledReason={refundDisabledReason}
                data-testid="refund-transfer"
              >
                {hasPendingRefund(t) ? 'Refund pending' : 'Refund'}
              </Button>
            )}
          </div>
        ) : (
          <span className="text-gray-400">—</span>
        ),
    },
  ];
}

export interface PaymentTransfersProps {
  transfers: PaymentTransfer[];
  /** Seen but not final yet (never counted): listed above the recorded transfers. */
  unconfirmed: PaymentDetail['unconfirmedTransfers'];
  /** Payments of the link's amount sent on another network, and the link they name. */
  misdirected: PaymentDetail['misdirected'];
  paymentId: string;
  currency: string;
  network: string;
  /** Opens the refund modal for a transfer that is owed back (its PENDING refund, when it has one). */
  onRefund: (transfer: PaymentTransfer) => void;
  hasPendingRefund: (transfer: PaymentTransfer) => boolean;
  /** Shows the refund of a payment sent on the wrong network, to pay. */
  onOpenMisdirectedRefund: (refund: Refund) => void;
}

/** Every confirmed transaction that carried the link's reference, oldest first, with what it did for the link and what is owed back. */
export function PaymentTransfers({
  transfers,
  unconfirmed,
  misdirected,
  paymentId,
  currency,
  network,
  onRefund,
  hasPendingRefund,
  onOpenMisdirectedRefund,
}: PaymentTransfersProps) {
  const { data: config } = useAppConfig();
  const explorer = config ? txExplorer(network, config) : null;
  const refundGate = useActionGate('refunds:create');
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6" data-testid="payment-transfers">
      <h2 className="text-lg font-semibold text-gray-900">Transfers</h2>
      <UnconfirmedTransfers transfers={unconfirmed} currency={currency} />
      <MisdirectedPayments paymentId={paymentId} misdirected={misdirected} onOpenRefund={onOpenMisdirectedRefund} />
      {transfers.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500" data-testid="payment-transfers-empty">
          No transfer has carried this link’s reference yet.
        </p>
      ) : (
        <Table
          className="mt-3"
          stacked
          columns={transferColumns(explorer, { onRefund, hasPendingRefund, refundDisabledReason: refundGate.reason })}
          rows={transfers}
          rowKey={(t) => t.signature}
          rowProps={(t) => ({ 'data-testid': 'payment-transfer', 'data-outcome': t.outcome })}
        />
      )}
    </section>
  );
}

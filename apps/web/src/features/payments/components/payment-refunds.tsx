import {
  NETWORK_NAMES,
  REFUND_LATE_WATCH_MS,
  txExplorer,
  type Network,
  type Refund,
  type RefundStatus,
} from '@paylink/shared';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useAppConfig } from '../../../lib/app-config';

const STATUS_TONE: Record<RefundStatus, BadgeProps['tone']> = {
  PENDING: 'yellow',
  COMPLETED: 'green',
  EXPIRED: 'gray',
};

const short = (value: string) => `${value.slice(0, 6)}…${value.slice(-6)}`;

/** Lapsed unpaid, but still watched for (paid late, it completes): the server reopens it until then. */
const reopenable = (r: Refund) =>
  r.status === 'EXPIRED' && Date.now() < new Date(r.expiresAt).getTime() + REFUND_LATE_WATCH_MS;

function refundColumns(
  /** The block explorer of the network a refund is paid on (a misdirected payment's refund: where it arrived). */
  explorerOf: (network: string) => ReturnType<typeof txExplorer>,
  { onOpen, onReopen, reopening }: Omit<PaymentRefundsProps, 'refunds'>,
): TableColumn<Refund>[] {
  return [
    {
      header: 'Date',
      cell: (r) => new Date(r.completedAt ?? r.createdAt).toLocaleString('en-US'),
      className: 'whitespace-nowrap text-gray-500',
    },
    {
      header: 'Amount',
      cell: (r) => <span data-testid="payment-refund-amount">{`${r.amount} ${r.currency}`}</span>,
      className: 'whitespace-nowrap font-medium text-gray-900',
    },
    {
      header: 'To',
      cell: (r) => <span title={r.to}>{short(r.to)}</span>,
      className: 'font-mono text-xs text-gray-600',
    },
    {
      header: 'Status',
      cell: (r) => (
        <>
          <Badge tone={STATUS_TONE[r.status]} data-testid="payment-refund-status">
            {r.status}
          </Badge>
          {r.reason && <p className="mt-1 text-xs text-gray-600">{r.reason}</p>}
          {r.misdirectedId && (
            <p className="mt-1 text-xs text-gray-600" data-testid="payment-refund-misdirected">
              {`Sends back the payment that arrived on ${NETWORK_NAMES[r.network as Network] ?? r.network}`}
            </p>
          )}
        </>
      ),
    },
    {
      header: 'Transaction',
      cell: (r) => {
        const explorer = explorerOf(r.network);
        return r.status === 'PENDING' ? (
          <Button size="sm" variant="outline" onClick={() => onOpen(r)} data-testid="payment-refund-open">
            Pay it
          </Button>
        ) : onReopen && reopenable(r) ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onReopen(r)}
            disabled={reopening}
            data-testid="payment-refund-reopen"
          >
            Reopen
          </Button>
        ) : !r.signature ? (
          '—'
        ) : explorer ? (
          <a
            href={explorer.url(r.signature)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-mono text-xs text-indigo-600 hover:underline"
            title={r.signature}
            data-testid="payment-refund-signature"
          >
            {short(r.signature)} ↗
          </a>
        ) : (
          <span className="font-mono text-xs" title={r.signature} data-testid="payment-refund-signature">
            {short(r.signature)}
          </span>
        );
      },
    },
  ];
}

export interface PaymentRefundsProps {
  refunds: Refund[];
  /** Opens a PENDING refund's QR and live status again. */
  onOpen: (refund: Refund) => void;
  /** Reopens a refund that expired unpaid but may still be paid late (absent: the member may not prepare refunds). */
  onReopen?: (refund: Refund) => void;
  /** A reopen is under way. */
  reopening?: boolean;
}

/** The refunds prepared for a link, newest first, with where each stands. */
export function PaymentRefunds({ refunds, ...actions }: PaymentRefundsProps) {
  const { data: config } = useAppConfig();
  const explorerOf = (refundNetwork: string) => (config ? txExplorer(refundNetwork, config) : null);
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6" data-testid="payment-refunds">
      <h2 className="text-lg font-semibold text-gray-900">Refunds</h2>
      {refunds.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500" data-testid="payment-refunds-empty">
          No refund has been prepared for this link.
        </p>
      ) : (
        <Table
          className="mt-3"
          stacked
          columns={refundColumns(explorerOf, actions)}
          rows={refunds}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ 'data-testid': 'payment-refund', 'data-status': r.status })}
        />
      )}
    </section>
  );
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NETWORK_NAMES, type UnmatchedTransfer, txExplorer } from '@paylink/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { useRestoreUnmatchedTransfer } from '../api/restore-unmatched-transfer';
import { useUnmatchedTransfers, type UnmatchedStatus } from '../api/get-unmatched-transfers';
import { AssignTransferModal } from './assign-transfer-modal';
import { DismissTransferModal } from './dismiss-transfer-modal';
import { OpenTransfersBadge } from './open-transfers-badge';
import { MisdirectedPaymentsCard } from './misdirected-payments-card';
import { unmatchedReasonText } from './unmatched-reason';
import { useActionGate } from '../../../lib/auth/use-action-gate';

const STATUSES: { value: UnmatchedStatus; label: string; empty: string }[] = [
  {
    value: 'open',
    label: 'Needs attention',
    empty: 'Nothing needs attention: every transfer to your wallets paid a link.',
  },
  { value: 'assigned', label: 'Assigned', empty: 'No transfer has been assigned to a link yet.' },
  { value: 'dismissed', label: 'Dismissed', empty: 'No transfer has been dismissed.' },
];

const short = (value: string) => `${value.slice(0, 6)}…${value.slice(-6)}`;
const networkName = (network: string) => NETWORK_NAMES[network as keyof typeof NETWORK_NAMES] ?? network;

function parseStatus(value: string | null): UnmatchedStatus {
  return STATUSES.find((s) => s.value === value)?.value ?? 'open';
}

interface TransferActionsProps {
  transfer: UnmatchedTransfer;
  onAssign: () => void;
  onDismiss: () => void;
  restore: () => void;
  restoring: boolean;
}

/** Open: assign or dismiss (asked first). Dismissed: undo, or assign anyway. Assigned: the link it counted toward. */
function TransferActions({ transfer, onAssign, onDismiss, restore, restoring }: TransferActionsProps) {
  const gate = useActionGate('inbox:write');
  if (transfer.status === 'assigned') {
    return transfer.paymentId ? (
      <Link to={`/payments/${transfer.paymentId}`} className="text-sm font-medium text-indigo-600 hover:underline">
        View link
      </Link>
    ) : null;
  }
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" onClick={onAssign} disabledReason={gate.reason} data-testid="unmatched-assign">
        Assign
      </Button>
      {transfer.status === 'open' ? (
        <Button
          size="sm"
          variant="outline"
          onClick={onDismiss}
          disabledReason={gate.reason}
          data-testid="unmatched-dismiss"
        >
          Dismiss
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          isLoading={restoring}
          onClick={restore}
          disabledReason={gate.reason}
          data-testid="unmatched-restore"
        >
          Undo dismiss
        </Button>
      )}
    </div>
  );
}

/**
 * The inbox of transfers to the merchant's watched wallets that paid no link (a wrong amount, after the link
 * ended, no link open), on every network: assign one to a link, where it counts, or dismiss it.
 */
export function UnmatchedTransfersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatus(searchParams.get('status'));
  const { data, isPending, isError, refetch } = useUnmatchedTransfers(status);
  const { data: config } = useAppConfig();
  const restore = useRestoreUnmatchedTransfer();
  const [assigning, setAssigning] = useState<UnmatchedTransfer | null>(null);
  const [dismissing, setDismissing] = useState<UnmatchedTransfer | null>(null);

  const columns: TableColumn<UnmatchedTransfer>[] = [
    {
      header: 'When',
      cell: (t) => new Date(t.blockTime ?? t.createdAt).toLocaleString('en-US'),
      className: 'whitespace-nowrap text-gray-500',
    },
    {
      header: 'Network',
      cell: (t) => <span data-testid="unmatched-network">{networkName(t.network)}</span>,
      className: 'whitespace-nowrap',
    },
    {
      header: 'Amount',
      cell: (t) => <span data-testid="unmatched-amount">{`${t.amount} ${t.currency}`}</span>,
      className: 'whitespace-nowrap font-medium text-gray-900',
    },
    {
      header: 'From',
      cell: (t) => <span title={t.payer ?? undefined}>{t.payer ? short(t.payer) : '—'}</span>,
      className: 'font-mono text-xs text-gray-600',
    },
    {
      header: 'Transaction',
      cell: (t) => {
        const explorer = config ? txExplorer(t.network, config) : null;
        return explorer ? (
          <a
            href={explorer.url(t.signature)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-indigo-600 hover:underline"
            title={t.signature}
            data-testid="unmatched-tx"
          >
            {short(t.signature)} ↗
          </a>
        ) : (
          <span title={t.signature} data-testid="unmatched-tx">
            {short(t.signature)}
          </span>
        );
      },
      className: 'font-mono text-xs',
    },
    {
      header: 'Why it paid no link',
      cell: (t) => <span data-testid="unmatched-reason">{unmatchedReasonText(t.reason)}</span>,
      className: 'text-gray-700',
    },
    {
      header: '',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (t) => (
        <TransferActions
          transfer={t}
          onAssign={() => setAssigning(t)}
          onDismiss={() => setDismissing(t)}
          restore={() =>
            restore.mutate(t.id, {
              onSuccess: () => toast.success('Transfer moved back to Needs attention'),
              onError: (err) => toast.error(errorMessage(err, 'Failed to undo the dismissal')),
            })
          }
          restoring={restore.isPending && restore.variables === t.id}
        />
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-gray-900">
          Unmatched Transfers <OpenTransfersBadge />
        </h1>
        <p className="mt-1 text-gray-600">
          Transfers to your wallets that paid none of your links: a wrong amount, after a link ended, or with no link
          open. Assign one to the link it was meant for, where it counts as a payment, or dismiss it.
        </p>
      </div>
      <MisdirectedPaymentsCard />

      <div role="tablist" aria-label="Status" className="flex gap-2">
        {STATUSES.map((s) => (
          <button
            key={s.value}
            type="button"
            role="tab"
            aria-selected={status === s.value}
            onClick={() => setSearchParams(s.value === 'open' ? {} : { status: s.value })}
            data-testid={`unmatched-tab-${s.value}`}
            className={
              status === s.value
                ? 'rounded-lg bg-indigo-50 px-3 py-1.5 text-sm font-medium text-indigo-700'
                : 'rounded-lg px-3 py-1.5 text-sm font-medium text-gray-600 hover:bg-gray-100'
            }
          >
            {s.label}
          </button>
        ))}
      </div>

      {isPending ? (
        <Spinner label="Loading transfers..." className="py-12" data-testid="unmatched-loading" />
      ) : isError ? (
        <ErrorState
          variant="block"
          data-testid="unmatched-error"
          message="Failed to load unmatched transfers"
          onRetry={() => void refetch()}
        />
      ) : data.transfers.length === 0 ? (
        <div
          className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center"
          data-testid="unmatched-empty"
        >
          <p className="text-gray-600">{STATUSES.find((s) => s.value === status)!.empty}</p>
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <Table
            variant="boxed"
            columns={columns}
            rows={data.transfers}
            rowKey={(t) => t.id}
            stacked
            rowProps={(t) => ({ 'data-testid': 'unmatched-transfer', 'data-signature': t.signature })}
            data-testid="unmatched-table"
          />
        </div>
      )}

      {assigning && <AssignTransferModal transfer={assigning} onClose={() => setAssigning(null)} />}
      {dismissing && <DismissTransferModal transfer={dismissing} onClose={() => setDismissing(null)} />}
    </div>
  );
}

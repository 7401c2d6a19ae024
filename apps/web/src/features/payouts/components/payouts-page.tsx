import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYOUT_STATUSES, txExplorer, type Payout, type PayoutStatus } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useAppConfig, type AppConfig } from '../../../lib/app-config';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { usePayouts } from '../api/payouts';
import { BatchBuilderModal } from './batch-builder-modal';
import { CancelPayoutButton } from './cancel-payout-button';
import { ImportPayoutsModal } from './import-payouts-modal';
import { NewClaimLinkButton } from './new-claim-link-button';
import { NewPayoutModal } from './new-payout-modal';
import { PayoutBatchModal } from './payout-batch-modal';
import { networkName, PayoutStatusBadge, STATUS_LABELS } from './payout-status';
import { selectClass } from './select-class';

const short = (value: string) => (value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-6)}` : value);
type Dialog = { kind: 'new' } | { kind: 'import' } | { kind: 'builder' } | { kind: 'batch'; id: string } | null;

function claimText(p: Payout): string {
  if (p.claimedAt) return `Answered ${new Date(p.claimedAt).toLocaleDateString('en-US')}`;
  if (p.status === 'AWAITING_ADDRESS' && p.claimExpiresAt && new Date(p.claimExpiresAt) <= new Date())
    return 'Claim link expired';
  if (p.status === 'AWAITING_ADDRESS') return 'Claim link sent';
  return p.address ? 'Address given' : '—';
}

function columns(config: AppConfig | undefined, openBatch: (id: string) => void): TableColumn<Payout>[] {
  return [
    {
      header: 'Created',
      cell: (p) => new Date(p.createdAt).toLocaleDateString('en-US'),
      className: 'whitespace-nowrap text-gray-600',
    },
    {
      header: 'Recipient',
      cell: (p) => <span data-testid="payout-name">{p.name}</span>,
      className: 'font-medium text-gray-900',
    },
    {
      header: 'Amount',
      cell: (p) => (
        <span data-testid="payout-amount">{`${p.amount} ${p.currency}${p.payAmount && p.currency !== p.payCurrency ? ` (${p.payAmount} ${p.payCurrency})` : ''}`}</span>
      ),
      className: 'whitespace-nowrap',
    },
    { header: 'Network', cell: (p) => (p.network ? networkName(p.network) : p.networks.map(networkName).join(', ')) },
    {
      header: 'Address',
      cell: (p) => (p.address ? <span title={p.address}>{short(p.address)}</span> : '—'),
      className: 'font-mono text-xs',
    },
    { header: 'Claim', cell: (p) => <span data-testid="payout-claim">{claimText(p)}</span> },
    { header: 'Status', cell: (p) => <PayoutStatusBadge status={p.status} /> },
    {
      header: 'Batch',
      cell: (p) =>
        p.batchId ? (
          <button
            type="button"
            className="text-indigo-700 hover:underline"
            onClick={() => openBatch(p.batchId!)}
            data-testid="payout-batch-link"
          >
            {short(p.batchId)}
          </button>
        ) : (
          '—'
        ),
    },
    {
      header: 'Transaction',
      cell: (p) => {
        if (!p.txId) return '—';
        const explorer = config && p.network ? txExplorer(p.network, config) : null;
        return explorer ? (
          <a
            href={explorer.url(p.txId)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-indigo-700 hover:underline"
            data-testid="payout-tx"
          >
            {short(p.txId)} ↗
          </a>
        ) : (
          <span data-testid="payout-tx">{short(p.txId)}</span>
        );
      },
      className: 'font-mono text-xs',
    },
    {
      header: <span className="sr-only md:not-sr-only">Actions</span>,
      align: 'right',
      cell: (p) => (
        <span className="inline-flex items-center gap-2">
          <NewClaimLinkButton payout={p} />
          <CancelPayoutButton payout={p} />
        </span>
      ),
      className: 'whitespace-nowrap',
    },
  ];
}

/** Payouts: what the merchant owes recipients, their claims, and the batches the merchant's own wallet signs. */
export function PayoutsPage() {
  const [params, setParams] = useSearchParams();
  const status = PAYOUT_STATUSES.find((s) => s === params.get('status'));
  const network = params.get('network') ?? undefined;
  const { data, isPending, isError, error, refetch } = usePayouts({ status, network });
  const { data: config } = useAppConfig();
  const gate = useActionGate('refunds:create');
  const [dialog, setDialog] = useState<Dialog>(null);
  const networks = config?.networks.map((n) => n.network) ?? [];

  function setFilter(key: 'status' | 'network', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Payouts</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ kind: 'new' })} disabledReason={gate.reason} data-testid="payout-new">
            New payout
          </Button>
          <Button
            variant="outline"
            onClick={() => setDialog({ kind: 'import' })}
            disabledReason={gate.reason}
            data-testid="payout-import"
          >
            Import CSV
          </Button>
          <Button
            variant="outline"
            onClick={() => setDialog({ kind: 'builder' })}
            disabledReason={gate.reason}
            data-testid="payout-build-batch"
          >
            Build a batch
          </Button>
        </div>
      </div>
      <p className="text-sm text-gray-600">
        Paylink never holds the money: your own wallet signs each batch, and the watcher marks each payout paid.
      </p>
      <div className="flex flex-wrap gap-3">
        <div>
          <label htmlFor="payout-filter-status" className="mb-1 block text-sm font-medium text-gray-700">
            Status
          </label>
          <select
            id="payout-filter-status"
            className={selectClass}
            value={status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
            data-testid="payout-filter-status"
          >
            <option value="">All</option>
            {PAYOUT_STATUSES.map((s: PayoutStatus) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="payout-filter-network" className="mb-1 block text-sm font-medium text-gray-700">
            Network
          </label>
          <select
            id="payout-filter-network"
            className={selectClass}
            value={network ?? ''}
            onChange={(e) => setFilter('network', e.target.value)}
            data-testid="payout-filter-network"
          >
            <option value="">All</option>
            {networks.map((n) => (
              <option key={n} value={n}>
                {networkName(n)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isPending ? (
        <Spinner label="Loading payouts..." className="py-12" />
      ) : isError ? (
        <ErrorState
          variant="block"
          message={errorMessage(error, 'Failed to load payouts')}
          onRetry={() => void refetch()}
          data-testid="payouts-error"
        />
      ) : data.payouts.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-600"
          data-testid="payouts-empty"
        >
          {status || network ? 'No payout matches these filters.' : 'No payouts yet: create one, or import a CSV.'}
        </p>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <Table
            columns={columns(config, (id) => setDialog({ kind: 'batch', id }))}
            rows={data.payouts}
            rowKey={(p) => p.id}
            rowProps={(p) => ({ 'data-testid': 'payout-row', 'data-status': p.status })}
            variant="boxed"
            stacked
            data-testid="payouts-table"
          />
        </div>
      )}
      {dialog?.kind === 'new' && <NewPayoutModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <ImportPayoutsModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'builder' && (
        <BatchBuilderModal
          networks={networks}
          onClose={() => setDialog(null)}
          onCreated={(id) => setDialog({ kind: 'batch', id })}
        />
      )}
      {dialog?.kind === 'batch' && <PayoutBatchModal batchId={dialog.id} onClose={() => setDialog(null)} />}
    </div>
  );
}

import { failureReasonText, type PaymentTransfer } from '@paylink/shared';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useAppConfig } from '../../../lib/app-config';
import { txExplorer } from '../../../lib/tx-explorer';

const OUTCOME_TEXT: Record<PaymentTransfer['outcome'], { label: string; className: string }> = {
  counted: { label: 'Counted', className: 'bg-green-100 text-green-800' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-800' },
  excess: { label: 'Excess (refund due)', className: 'bg-yellow-100 text-yellow-800' },
};

const short = (value: string) => `${value.slice(0, 6)}…${value.slice(-6)}`;

function transferColumns(explorer: ReturnType<typeof txExplorer>): TableColumn<PaymentTransfer>[] {
  return [
    { header: 'Time', cell: (t) => (t.blockTime ? new Date(t.blockTime).toLocaleString('en-US') : `slot ${t.slot}`), className: 'whitespace-nowrap text-gray-500' },
    {
      header: 'Amount',
      cell: (t) => <span data-testid="payment-transfer-amount">{t.amount !== null ? `${t.amount} ${t.currency}` : t.baseUnits !== null ? `${t.baseUnits} base units of an unknown token` : 'Unknown token'}</span>,
      className: 'whitespace-nowrap font-medium text-gray-900',
    },
    {
      header: 'Outcome',
      cell: (t) => (
        <>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${OUTCOME_TEXT[t.outcome].className}`}>{OUTCOME_TEXT[t.outcome].label}</span>
          {t.reason && <p className="mt-1 text-xs text-gray-600">{failureReasonText(t.reason)}</p>}
        </>
      ),
    },
    {
      header: 'Signature',
      cell: (t) =>
        explorer ? (
          <a href={explorer.url(t.signature)} target="_blank" rel="noopener noreferrer" className="text-indigo-600 hover:underline" title={t.signature}>
            {short(t.signature)} ↗
          </a>
        ) : (
          <span title={t.signature}>{short(t.signature)}</span>
        ),
      className: 'font-mono text-xs',
    },
    { header: 'Payer', cell: (t) => <span title={t.payer ?? undefined}>{t.payer ? short(t.payer) : '—'}</span>, className: 'font-mono text-xs text-gray-600' },
  ];
}

/** Every confirmed transaction that carried the link's reference, oldest first, with what it did for the link. */
export function PaymentTransfers({ transfers, network }: { transfers: PaymentTransfer[]; network: string }) {
  const { data: config } = useAppConfig();
  const explorer = config ? txExplorer(network, config) : null;
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6" data-testid="payment-transfers">
      <h2 className="text-lg font-semibold text-gray-900">Transfers</h2>
      {transfers.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500" data-testid="payment-transfers-empty">
          No transfer has carried this link’s reference yet.
        </p>
      ) : (
        <Table
          className="mt-3"
          columns={transferColumns(explorer)}
          rows={transfers}
          rowKey={(t) => t.signature}
          rowProps={(t) => ({ 'data-testid': 'payment-transfer', 'data-outcome': t.outcome })}
        />
      )}
    </section>
  );
}

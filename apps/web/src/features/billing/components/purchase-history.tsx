import type { CreditHistoryEntry } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Table, type TableColumn } from '../../../components/ui/table';
import { usd } from '../../../lib/usd';

const METHOD = { card: 'Card', crypto: 'Crypto (USDC)' } as const;

const COLUMNS: TableColumn<CreditHistoryEntry>[] = [
  { header: 'Date', cell: (e) => new Date(e.date).toLocaleDateString('en-US'), className: 'whitespace-nowrap' },
  { header: 'What', cell: (e) => e.what },
  {
    header: 'Credits',
    cell: (e) => (
      <span className={e.credits < 0 ? 'text-red-700' : 'text-green-700'}>
        {e.credits > 0 ? `+${e.credits}` : e.credits}
      </span>
    ),
    className: 'font-medium',
  },
  { header: 'Amount', cell: (e) => (e.amount ? usd(e.amount) : '—') },
  { header: 'Method', cell: (e) => (e.method ? METHOD[e.method] : '—') },
  {
    header: 'Status',
    cell: (e) => (
      <Badge tone={e.status === 'COMPLETED' ? 'green' : e.status === 'PENDING' ? 'yellow' : 'red'}>{e.status}</Badge>
    ),
  },
];

/** Every ledger row that added or removed credits other than spending them, newest first. */
export function PurchaseHistory({ entries }: { entries: CreditHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-gray-500">No purchases yet.</p>;
  return <Table data-testid="purchase-history" columns={COLUMNS} rows={entries} rowKey={(e) => e.id} stacked />;
}

import { toFixedDecimal, type CreditHistoryEntry } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';

const METHOD = { card: 'Card', crypto: 'Crypto (USDC)' } as const;

/** Every ledger row that added or removed credits other than spending them, newest first. */
export function PurchaseHistory({ entries }: { entries: CreditHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-gray-500">No purchases yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm" data-testid="purchase-history">
        <thead className="text-xs uppercase text-gray-500">
          <tr>
            <th className="py-2 pr-4">Date</th>
            <th className="py-2 pr-4">What</th>
            <th className="py-2 pr-4">Credits</th>
            <th className="py-2 pr-4">Amount</th>
            <th className="py-2 pr-4">Method</th>
            <th className="py-2">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {entries.map((e) => (
            <tr key={e.id}>
              <td className="py-2 pr-4 whitespace-nowrap">{new Date(e.date).toLocaleDateString('en-US')}</td>
              <td className="py-2 pr-4">{e.what}</td>
              <td className={`py-2 pr-4 font-medium ${e.credits < 0 ? 'text-red-700' : 'text-green-700'}`}>
                {e.credits > 0 ? `+${e.credits}` : e.credits}
              </td>
              <td className="py-2 pr-4">{e.amount ? `$${toFixedDecimal(e.amount, 2)}` : '—'}</td>
              <td className="py-2 pr-4">{e.method ? METHOD[e.method] : '—'}</td>
              <td className="py-2">
                <Badge tone={e.status === 'COMPLETED' ? 'green' : e.status === 'PENDING' ? 'yellow' : 'red'}>{e.status}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

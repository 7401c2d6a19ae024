import { failureReasonText, type PaymentTransfer } from '@paylink/shared';
import { useAppConfig } from '../../../lib/app-config';
import { txExplorer } from '../../../lib/tx-explorer';

const OUTCOME_TEXT: Record<PaymentTransfer['outcome'], { label: string; className: string }> = {
  counted: { label: 'Counted', className: 'bg-green-100 text-green-800' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-800' },
  excess: { label: 'Excess (refund due)', className: 'bg-yellow-100 text-yellow-800' },
};

const short = (value: string) => `${value.slice(0, 6)}…${value.slice(-6)}`;

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
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <thead className="text-left text-xs font-medium uppercase tracking-wide text-gray-500">
              <tr>
                <th className="py-2 pr-4">Time</th>
                <th className="py-2 pr-4">Amount</th>
                <th className="py-2 pr-4">Outcome</th>
                <th className="py-2 pr-4">Signature</th>
                <th className="py-2">Payer</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {transfers.map((t) => (
                <tr key={t.signature} data-testid="payment-transfer" data-outcome={t.outcome}>
                  <td className="whitespace-nowrap py-2 pr-4 text-gray-500">{t.blockTime ? new Date(t.blockTime).toLocaleString('en-US') : `slot ${t.slot}`}</td>
                  <td className="whitespace-nowrap py-2 pr-4 font-medium text-gray-900" data-testid="payment-transfer-amount">
                    {t.amount === null ? 'Unknown token' : `${t.amount} ${t.currency}`}
                  </td>
                  <td className="py-2 pr-4">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${OUTCOME_TEXT[t.outcome].className}`}>{OUTCOME_TEXT[t.outcome].label}</span>
                    {t.reason && <p className="mt-1 text-xs text-gray-600">{failureReasonText(t.reason)}</p>}
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs">
                    {explorer ? (
                      <a href={explorer.url(t.signature)} target="_blank" rel="noopener noreferrer" className="text-indigo-600 hover:underline" title={t.signature}>
                        {short(t.signature)} ↗
                      </a>
                    ) : (
                      <span title={t.signature}>{short(t.signature)}</span>
                    )}
                  </td>
                  <td className="py-2 font-mono text-xs text-gray-600" title={t.payer ?? undefined}>
                    {t.payer ? short(t.payer) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

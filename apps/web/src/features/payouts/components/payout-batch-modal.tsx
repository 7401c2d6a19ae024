import { Modal } from '../../../components/ui/modal';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePayoutBatch } from '../api/payouts';
import { BatchSigning } from './batch-signing';
import { networkName, PayoutStatusBadge } from './payout-status';

/** One batch: what it pays per token, which payouts remain, and how the merchant's wallet signs them. */
export function PayoutBatchModal({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const { data, isPending, isError, error, refetch } = usePayoutBatch(batchId);
  const batch = data?.batch;
  return (
    <Modal
      title={batch ? `Batch on ${networkName(batch.network)}` : 'Batch'}
      onClose={onClose}
      testId="payout-batch-modal"
    >
      {isPending ? (
        <Spinner label="Loading the batch..." className="py-8" />
      ) : isError || !batch ? (
        <ErrorState message={errorMessage(error, 'Failed to load the batch')} onRetry={() => void refetch()} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-gray-700" data-testid="payout-batch-totals">
            Pays {batch.totals.map((t) => `${t.amount} ${t.currency}`).join(' + ')} to {batch.payouts.length}{' '}
            {batch.payouts.length === 1 ? 'recipient' : 'recipients'}.{' '}
            {batch.remaining === 0 ? 'Every payout is paid.' : `${batch.remaining} not paid yet.`}
          </p>
          <ul className="divide-y divide-gray-100 text-sm">
            {batch.payouts.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2 py-1.5" data-testid="payout-batch-row">
                <span className="min-w-0 truncate">
                  {p.name} · {p.payAmount ?? p.amount} {p.payCurrency}
                </span>
                <PayoutStatusBadge status={p.status} />
              </li>
            ))}
          </ul>
          {batch.signing && <BatchSigning signing={batch.signing} batchId={batch.id} network={batch.network} />}
        </div>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCreatePayoutBatch, usePayouts } from '../api/payouts';
import { payoutTotals } from './payout-totals';
import { networkName } from './payout-status';
import { selectClass } from './select-class';
import { WalletBalance } from './wallet-balance';

interface BatchBuilderProps {
  networks: string[];
  onClose: () => void;
  onCreated: (batchId: string) => void;
}

/**
 * READY payouts of one network and FAILED ones (their batch failed on chain: batched again), picked (all by
 * default), their totals per token, then one batch to sign.
 */
export function BatchBuilderModal({ networks, onClose, onCreated }: BatchBuilderProps) {
  const [network, setNetwork] = useState(networks[0] ?? '');
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const readyList = usePayouts({ status: 'READY', network });
  const failedList = usePayouts({ status: 'FAILED', network });
  const lists = [readyList, failedList];
  const create = useCreatePayoutBatch();
  const payouts = lists.flatMap((l) => l.data?.payouts ?? []);
  const picked = payouts.filter((p) => !excluded.has(p.id));
  const totals = payoutTotals(picked);

  function toggle(id: string) {
    const next = new Set(excluded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExcluded(next);
  }

  function submit() {
    create.mutate({ network, payoutIds: picked.map((p) => p.id) }, { onSuccess: ({ batch }) => onCreated(batch.id) });
  }

  return (
    <Modal title="Build a batch" onClose={onClose} testId="payout-batch-builder">
      <div className="space-y-4">
        <div>
          <label htmlFor="payout-batch-network" className="mb-1 block text-sm font-medium text-gray-700">
            Network
          </label>
          <select
            id="payout-batch-network"
            className={selectClass}
            value={network}
            onChange={(e) => {
              setNetwork(e.target.value);
              setExcluded(new Set());
            }}
            data-testid="payout-batch-network"
          >
            {networks.map((n) => (
              <option key={n} value={n}>
                {networkName(n)}
              </option>
            ))}
          </select>
        </div>
        {lists.some((l) => l.isPending) ? (
          <Spinner label="Loading ready payouts..." className="py-6" />
        ) : lists.some((l) => l.isError) ? (
          <ErrorState
            message={errorMessage(lists.find((l) => l.isError)!.error, 'Failed to load the payouts')}
            onRetry={() => lists.forEach((l) => void l.refetch())}
          />
        ) : payouts.length === 0 ? (
          <p className="text-sm text-gray-600" data-testid="payout-batch-empty">
            No payout is ready on {networkName(network)}: a payout is ready once it has an address.
          </p>
        ) : (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-gray-700">Ready payouts</legend>
              <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto">
                {payouts.map((p) => (
                  <li key={p.id}>
                    <label className="flex items-center gap-2 text-sm text-gray-800">
                      <input
                        type="checkbox"
                        checked={!excluded.has(p.id)}
                        onChange={() => toggle(p.id)}
                        data-testid="payout-batch-pick"
                      />
                      <span className="min-w-0 truncate">
                        {p.name} · {p.payAmount ?? p.amount} {p.payAmount ? p.payCurrency : p.currency}
                        {p.status === 'FAILED' && (
                          <span className="text-red-700"> · failed on chain, batched again</span>
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div data-testid="payout-batch-builder-totals">
              <h3 className="text-sm font-medium text-gray-700">Totals</h3>
              <ul className="mt-1 text-sm text-gray-900">
                {totals.map((t) => (
                  <li key={t.currency} data-testid="payout-batch-total">
                    {t.amount} {t.currency}
                    {t.quoted && (
                      <span className="text-gray-600"> (the token amount is quoted when the batch is created)</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
            <WalletBalance network={network} totals={totals} />
          </>
        )}
        {create.isError && (
          <p role="alert" className="text-sm text-red-700" data-testid="payout-batch-error">
            {errorMessage(create.error, 'Failed to create the batch')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            disabled={picked.length === 0}
            isLoading={create.isPending}
            data-testid="payout-batch-create"
          >
            Create batch
          </Button>
        </div>
      </div>
    </Modal>
  );
}

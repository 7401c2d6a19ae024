import { useState } from 'react';
import { Link } from 'react-router';
import type { PaymentStatus, UnmatchedTransfer } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAssignUnmatchedTransfer, type AssignResult } from '../api/assign-unmatched-transfer';
import { ASSIGNABLE_LINKS_LIMIT, useAssignableLinks } from '../api/get-assignable-links';
import { assignOutcome } from './assign-outcome';

/**
 * Picks which of the merchant's links (same network, token and wallet; open ones first) a transfer pays, and
 * counts it there. The server decides what it does to the link (partial, complete or excess): the result is shown.
 */
export function AssignTransferModal({ transfer, onClose }: { transfer: UnmatchedTransfer; onClose: () => void }) {
  const links = useAssignableLinks(transfer);
  const assign = useAssignUnmatchedTransfer();
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [result, setResult] = useState<(AssignResult & { before: PaymentStatus | undefined }) | null>(null);

  return (
    <Modal title="Assign transfer to a link" onClose={onClose} testId="assign-modal">
      <p className="text-sm text-gray-700">
        {transfer.amount} {transfer.currency} on {transfer.network} to{' '}
        <span className="font-mono text-xs break-all">{transfer.recipient}</span>
      </p>
      {result ? (
        <div className="mt-4 space-y-3" data-testid="assign-result">
          <p className="text-sm text-gray-900">{assignOutcome(result.before, result.payment)}</p>
          <p className="flex items-center gap-2 text-sm">
            Link status <PaymentStatusBadge status={result.payment.status} />
          </p>
          <div className="flex justify-end gap-2">
            <Link
              to={`/payments/${result.payment.id}`}
              className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
            >
              View link
            </Link>
            <Button size="sm" onClick={onClose} data-testid="assign-done">
              Done
            </Button>
          </div>
        </div>
      ) : links.isPending ? (
        <Spinner label="Loading links..." className="py-8" />
      ) : links.isError ? (
        <ErrorState className="mt-4" message="Failed to load your links" onRetry={() => void links.refetch()} />
      ) : links.data.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600" data-testid="assign-no-links">
          None of your {ASSIGNABLE_LINKS_LIMIT} newest {transfer.currency} links on {transfer.network} pays this wallet.
        </p>
      ) : (
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            const before = links.data?.find((l) => l.id === paymentId)?.status;
            if (paymentId)
              assign.mutate({ id: transfer.id, paymentId }, { onSuccess: (done) => setResult({ ...done, before }) });
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium text-gray-700">Which link did it pay?</legend>
            <ul className="mt-2 max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200">
              {links.data.map((link) => (
                <li key={link.id}>
                  <label
                    className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-gray-50"
                    data-testid="assign-link-option"
                  >
                    <input
                      type="radio"
                      name="paymentId"
                      value={link.id}
                      checked={paymentId === link.id}
                      onChange={() => setPaymentId(link.id)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-gray-900">{link.label}</span>
                      <span className="block text-xs text-gray-500">
                        {link.payAmount} {link.payCurrency}
                        {link.amountReceived ? ` · received ${link.amountReceived}` : ''} ·{' '}
                        {new Date(link.createdAt).toLocaleString('en-US')}
                      </span>
                    </span>
                    <PaymentStatusBadge status={link.status} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {assign.isError && <ErrorState message={errorMessage(assign.error, 'Failed to assign the transfer')} />}
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              size="sm"
              disabled={!paymentId}
              isLoading={assign.isPending}
              data-testid="assign-submit"
            >
              Assign
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

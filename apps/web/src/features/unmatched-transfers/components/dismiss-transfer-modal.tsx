import type { UnmatchedTransfer } from '@paylink/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useDismissUnmatchedTransfer } from '../api/dismiss-unmatched-transfer';

/** Dismissing asks first, and says how to undo it. */
export function DismissTransferModal({ transfer, onClose }: { transfer: UnmatchedTransfer; onClose: () => void }) {
  const dismiss = useDismissUnmatchedTransfer();
  return (
    <Modal title="Dismiss this transfer?" onClose={onClose} testId="dismiss-modal">
      <p className="text-sm text-gray-700">
        {transfer.amount} {transfer.currency} on {transfer.network} leaves Needs attention and counts toward no link.
        You can undo this, or still assign it, from the Dismissed tab.
      </p>
      {dismiss.isError && (
        <ErrorState className="mt-3" message={errorMessage(dismiss.error, 'Failed to dismiss the transfer')} />
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button
          size="sm"
          variant="danger"
          isLoading={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(transfer.id, {
              onSuccess: () => {
                toast.success('Transfer dismissed');
                onClose();
              },
            })
          }
          data-testid="dismiss-confirm"
        >
          Dismiss
        </Button>
      </div>
    </Modal>
  );
}

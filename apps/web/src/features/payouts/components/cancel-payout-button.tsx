import { useState } from 'react';
import { toast } from 'sonner';
import type { Payout } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useCancelPayout } from '../api/payouts';

/** Cancels a payout not yet batched (its claim link closes), after asking once in place. */
export function CancelPayoutButton({ payout }: { payout: Payout }) {
  const gate = useActionGate('refunds:create');
  const cancel = useCancelPayout();
  const [asking, setAsking] = useState(false);
  if (payout.status !== 'AWAITING_ADDRESS' && payout.status !== 'READY') return null;
  if (!asking)
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => setAsking(true)}
        disabledReason={gate.reason}
        data-testid="payout-cancel"
      >
        Cancel
      </Button>
    );
  return (
    <span className="inline-flex items-center gap-2">
      <span className="text-xs text-gray-700">Cancel {payout.name}’s payout?</span>
      <Button
        size="sm"
        variant="danger"
        isLoading={cancel.isPending}
        onClick={() =>
          cancel.mutate(payout.id, {
            onSuccess: () => toast.success('Payout canceled'),
            onError: (error) => toast.error(errorMessage(error, 'Failed to cancel the payout')),
            onSettled: () => setAsking(false),
          })
        }
        data-testid="payout-cancel-confirm"
      >
        Yes, cancel
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </span>
  );
}

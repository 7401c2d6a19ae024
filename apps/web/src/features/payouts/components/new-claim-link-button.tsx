import { toast } from 'sonner';
import type { Payout } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useNewPayoutClaimLink } from '../api/payouts';

/** A new claim link for a payout awaiting its address (the previous one stops working), shown once to copy. */
export function NewClaimLinkButton({ payout }: { payout: Payout }) {
  const gate = useActionGate('refunds:create');
  const issue = useNewPayoutClaimLink();
  if (payout.status !== 'AWAITING_ADDRESS') return null;
  if (issue.data?.claimUrl)
    return (
      <span className="inline-flex items-center gap-2">
        <span className="max-w-40 truncate font-mono text-xs" data-testid="payout-new-claim-url">
          {issue.data.claimUrl}
        </span>
        <CopyButton value={issue.data.claimUrl} thing="Claim link" testId="payout-new-claim-copy" />
      </span>
    );
  return (
    <Button
      size="sm"
      variant="outline"
      isLoading={issue.isPending}
      disabledReason={gate.reason}
      onClick={() =>
        issue.mutate(payout.id, {
          onSuccess: () => toast.success(payout.email ? 'New claim link emailed' : 'New claim link ready to copy'),
          onError: (error) => toast.error(errorMessage(error, 'Failed to issue a new claim link')),
        })
      }
      data-testid="payout-new-claim"
    >
      New claim link
    </Button>
  );
}

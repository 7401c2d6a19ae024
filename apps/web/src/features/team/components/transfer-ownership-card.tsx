import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useMembers } from '../api/members';
import { useRequestOwnershipTransfer } from '../api/ownership-transfer';

/**
 * The owner's card: make another member the owner. Nothing changes until the owner opens the link Paylink emails
 * them; they then stay in the account as an admin.
 */
export function TransferOwnershipCard() {
  const selectId = useId();
  const members = useMembers();
  const transfer = useRequestOwnershipTransfer();
  const candidates = (members.data ?? []).filter((m) => m.role !== 'owner');
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const target = candidates.find((m) => m.userId === chosen) ?? candidates[0];

  function send() {
    if (!target) return;
    transfer.mutate(target.userId, {
      onSuccess: (data) => {
        setConfirming(false);
        setSent(data.message);
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to start the transfer')),
    });
  }

  return (
    <Card data-testid="transfer-ownership-card">
      <CardHeader
        title="Transfer ownership"
        description="The new owner gets every power, including this one; you stay in the account as an admin. You confirm it from an email."
      />
      <CardContent className="space-y-3">
        {members.isSuccess && candidates.length === 0 ? (
          <p className="text-sm text-gray-500">Invite someone first: ownership moves to a member of the account.</p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-gray-700">
                New owner
              </label>
              <select
                id={selectId}
                value={target?.userId ?? ''}
                onChange={(e) => setChosen(e.target.value)}
                data-testid="transfer-ownership-member"
                className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
              >
                {candidates.map((m) => (
                  <option key={m.userId} value={m.userId}>
                    {m.email} ({m.role})
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="outline"
              disabled={!target}
              onClick={() => setConfirming(true)}
              data-testid="transfer-ownership"
            >
              Transfer ownership
            </Button>
          </div>
        )}
        {sent && (
          <p role="status" className="text-sm text-green-700" data-testid="transfer-ownership-sent">
            {sent}
          </p>
        )}
      </CardContent>
      {confirming && target && (
        <Modal title="Transfer ownership" onClose={() => setConfirming(false)} testId="transfer-ownership-modal">
          <p className="text-sm text-gray-700">
            Make <strong>{target.email}</strong> the owner? We email you a link to confirm; until you open it nothing
            changes.
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isLoading={transfer.isPending}
              onClick={send}
              data-testid="confirm-transfer-ownership"
            >
              Email me the confirmation link
            </Button>
          </div>
        </Modal>
      )}
    </Card>
  );
}

import { toast } from 'sonner';
import type { Member } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveMember } from '../api/members';

/** Asks before removing a member: they lose access to the account at once, on every device. */
export function RemoveMemberModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const remove = useRemoveMember();
  return (
    <Modal title="Remove member" onClose={onClose} testId="remove-member-modal">
      <p className="text-sm text-gray-700">
        Remove <strong>{member.email}</strong> ({member.role}) from this account? They lose access at once. You can invite them again later.
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          isLoading={remove.isPending}
          data-testid="confirm-remove-member"
          onClick={() =>
            remove.mutate(member.userId, {
              onSuccess: () => {
                toast.success(`${member.email} was removed.`);
                onClose();
              },
              onError: (err) => toast.error(errorMessage(err, 'Failed to remove the member')),
            })
          }
        >
          Remove
        </Button>
      </div>
    </Modal>
  );
}

import { toast } from 'sonner';
import { roleAllows, type Member } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveMember } from '../api/members';

/**
 * Asks before removing a member: they lose access to the account at once, on every device, with their keys and
 * invitations; a member who could see the webhook signing secret makes Paylink rotate it (issue 48).
 */
export function RemoveMemberModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const remove = useRemoveMember();
  return (
    <Modal title="Remove member" onClose={onClose} testId="remove-member-modal">
      <p className="text-sm text-gray-700">
        Remove <strong>{member.email}</strong> ({member.role}) from this account? They lose access at once. You can
        invite them again later.
      </p>
      <p className="mt-2 text-sm text-gray-600" data-testid="remove-member-consequences">
        Their API keys and the invitations they sent stop working.
        {roleAllows(member.role, 'webhooks:write') &&
          ' They could see the webhook signing secret, so it is rotated: update it on your server within 24 hours, while both secrets sign deliveries.'}
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

import { useState } from 'react';
import { toast } from 'sonner';
import type { Member, MemberSession } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMemberSessions, useSignOutMemberDevices } from '../api/members';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One device to sign out, or all of them. */
type Target = MemberSession | 'all';

/**
 * The devices a member is signed in on for this account (a POS tablet is one), each with its own "Sign out" behind a
 * confirmation: a lost or shared device is signed out remotely, its token stops working at once.
 */
export function MemberDevicesModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const sessions = useMemberSessions(member.userId);
  const signOut = useSignOutMemberDevices();
  const [confirming, setConfirming] = useState<Target | null>(null);

  const confirm = (target: Target) =>
    signOut.mutate(
      { userId: member.userId, sessionId: target === 'all' ? undefined : target.id },
      {
        onSuccess: (answer) => {
          toast.success(`${member.email}: ${answer.message}`);
          setConfirming(null);
        },
        onError: (err) => toast.error(errorMessage(err, 'Failed to sign the device out')),
      },
    );

  if (confirming) {
    return (
      <Modal title="Sign out device" onClose={() => setConfirming(null)} testId="confirm-device-sign-out-modal">
        <p className="text-sm text-gray-700" data-testid="confirm-device-sign-out-text">
          {confirming === 'all'
            ? `Sign ${member.email} out of every device acting for this account?`
            : `Sign ${member.email} out of the device signed in on ${dateTime(confirming.signedInAt)}?`}{' '}
          The device stops working at once and must sign in again.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isLoading={signOut.isPending}
            onClick={() => confirm(confirming)}
            data-testid="confirm-device-sign-out"
          >
            Sign out
          </Button>
        </div>
      </Modal>
    );
  }

  let body;
  if (sessions.isPending) body = <Spinner label="Loading devices..." className="py-6" />;
  else if (sessions.isError)
    body = (
      <ErrorState
        message={errorMessage(sessions.error, 'Failed to load the devices')}
        onRetry={() => void sessions.refetch()}
        data-testid="member-devices-error"
      />
    );
  else if (sessions.data.length === 0)
    body = (
      <p className="text-sm text-gray-500" data-testid="member-devices-empty">
        Not signed in on any device for this account.
      </p>
    );
  else
    body = (
      <>
        <ul className="divide-y divide-gray-100" data-testid="member-devices-list">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid="member-device-row"
            >
              <div className="text-sm">
                <p className="text-gray-900">Signed in {dateTime(session.signedInAt)}</p>
                <p className="text-gray-500">Expires {dateTime(session.expiresAt)}</p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setConfirming(session)}
                data-testid="member-device-sign-out"
              >
                Sign out
              </Button>
            </li>
          ))}
        </ul>
        {sessions.data.length > 1 && (
          <Button
            variant="outline"
            className="mt-4 w-full"
            onClick={() => setConfirming('all')}
            data-testid="sign-out-member-devices"
          >
            Sign out of all devices
          </Button>
        )}
      </>
    );

  return (
    <Modal title={`Devices of ${member.email}`} onClose={onClose} testId="member-devices-modal">
      {body}
    </Modal>
  );
}

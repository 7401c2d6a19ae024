import { toast } from 'sonner';
import type { Invitation } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useInvitations, useRevokeInvitation } from '../api/invitations';
import { shortDate } from './short-date';

function RevokeButton({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  return (
    <Button
      size="sm"
      variant="outline"
      isLoading={revoke.isPending}
      data-testid="revoke-invitation"
      aria-label={`Revoke the invitation of ${invitation.email}`}
      onClick={() =>
        revoke.mutate(invitation.id, {
          onSuccess: () => toast.success(`Invitation of ${invitation.email} revoked.`),
          onError: (err) => toast.error(errorMessage(err, 'Failed to revoke the invitation')),
        })
      }
    >
      Revoke
    </Button>
  );
}

const COLUMNS: TableColumn<Invitation>[] = [
  { header: 'Email', cell: (i) => i.email, className: 'break-all' },
  { header: 'Role', cell: (i) => i.role },
  { header: 'Expires', cell: (i) => shortDate(i.expiresAt) },
  { header: '', align: 'right', cell: (i) => <RevokeButton invitation={i} /> },
];

/** Invitations not accepted yet; revoking one makes its link useless. */
export function InvitationsCard() {
  const invitations = useInvitations();
  let body;
  if (invitations.isPending) body = <Spinner label="Loading invitations..." className="py-6" />;
  else if (invitations.isError)
    body = (
      <ErrorState
        message={errorMessage(invitations.error, 'Failed to load the invitations')}
        onRetry={() => void invitations.refetch()}
        data-testid="invitations-error"
      />
    );
  else if (invitations.data.length === 0)
    body = (
      <p className="text-sm text-gray-500" data-testid="no-invitations">
        No pending invitations.
      </p>
    );
  else
    body = (
      <Table
        columns={COLUMNS}
        rows={invitations.data}
        rowKey={(i) => i.id}
        rowProps={(i) => ({ 'data-testid': 'invitation-row', 'data-email': i.email })}
        stacked
        data-testid="invitations-table"
      />
    );
  return (
    <Card data-testid="invitations-card">
      <CardHeader title="Pending invitations" />
      <CardContent>{body}</CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { toast } from 'sonner';
import type { Member } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { Table, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useChangeMemberRole, useMembers } from '../api/members';
import { MemberDevicesModal } from './member-devices-modal';
import { RemoveMemberModal } from './remove-member-modal';
import { RoleSelect } from './role-select';
import { shortDate } from './short-date';

function RoleCell({ member, editable }: { member: Member; editable: boolean }) {
  const change = useChangeMemberRole();
  if (!editable || member.role === 'owner') {
    return (
      <Badge tone={member.role === 'owner' ? 'blue' : 'gray'} data-testid="member-role">
        {member.role}
      </Badge>
    );
  }
  return (
    <RoleSelect
      label={`Role of ${member.email}`}
      hideLabel
      value={member.role}
      disabled={change.isPending}
      data-testid="member-role-select"
      onChange={(role) =>
        change.mutate(
          { userId: member.userId, role },
          {
            onSuccess: () => toast.success(`${member.email} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`),
            onError: (err) => toast.error(errorMessage(err, 'Failed to change the role')),
          },
        )
      }
    />
  );
}

/**
 * The account's members with their roles. Owners and admins (team:manage) change roles and remove members; the
 * others see the list read-only. The owner is never changed here: ownership moves by transfer.
 */
export function MembersCard() {
  const { user, can } = useAuth();
  const members = useMembers();
  const [removing, setRemoving] = useState<Member | null>(null);
  const manage = can('team:manage');
  // A lost or shared device (a POS tablet): signed out remotely, one device at a time.
  const [devicesOf, setDevicesOf] = useState<Member | null>(null);

  const columns: TableColumn<Member>[] = [
    { header: 'Email', cell: (m) => (m.userId === user?.id ? `${m.email} (you)` : m.email), className: 'break-all' },
    { header: 'Role', cell: (m) => <RoleCell member={m} editable={manage && m.userId !== user?.id} /> },
    { header: 'Joined', cell: (m) => shortDate(m.joinedAt) },
  ];
  if (manage) {
    columns.push({
      header: '',
      align: 'right',
      cell: (m) =>
        m.role !== 'owner' && m.userId !== user?.id ? (
          <div className="flex flex-wrap justify-end gap-2">
            <Button size="sm" variant="outline" onClick={() => setDevicesOf(m)} data-testid="member-devices">
              Devices
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRemoving(m)} data-testid="remove-member">
              Remove
            </Button>
          </div>
        ) : null,
    });
  }

  let body;
  if (members.isPending) body = <Spinner label="Loading members..." className="py-6" />;
  else if (members.isError)
    body = (
      <ErrorState
        message={errorMessage(members.error, 'Failed to load the members')}
        onRetry={() => void members.refetch()}
        data-testid="members-error"
      />
    );
  else if (members.data.length === 0) body = <p className="text-sm text-gray-500">No members yet.</p>;
  else
    body = (
      <Table
        columns={columns}
        rows={members.data}
        rowKey={(m) => m.userId}
        rowProps={(m) => ({ 'data-testid': 'member-row', 'data-email': m.email })}
        stacked
        data-testid="members-table"
      />
    );

  return (
    <Card data-testid="members-card">
      <CardHeader
        title="Members"
        description={
          manage
            ? 'Everyone who can use this account, and what their role lets them do.'
            : 'Everyone who can use this account. Only an owner or admin can invite people or change roles.'
        }
      />
      <CardContent>{body}</CardContent>
      {removing && <RemoveMemberModal member={removing} onClose={() => setRemoving(null)} />}
      {devicesOf && <MemberDevicesModal member={devicesOf} onClose={() => setDevicesOf(null)} />}
    </Card>
  );
}

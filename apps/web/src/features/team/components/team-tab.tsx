import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/use-auth';
import { AccountNameCard } from './account-name-card';
import { ActivityCard } from './activity-card';
import { InvitationsCard } from './invitations-card';
import { InviteCard } from './invite-card';
import { MembersCard } from './members-card';
import { TransferOwnershipCard } from './transfer-ownership-card';

/**
 * Settings → Team: the account's name, its members, and for owners and admins the invite form and the pending
 * invitations and the activity (who changed what); for the owner the ownership transfer. What a role cannot use is not shown; the server enforces.
 */
export function TeamTab() {
  const { account, can } = useAuth();
  if (!account) return <Spinner label="Loading..." className="py-12" />;
  return (
    <div className="space-y-6" data-testid="team-tab">
      <AccountNameCard key={account.id} account={account} />
      <MembersCard />
      {can('team:manage') && <InviteCard />}
      {can('team:manage') && <InvitationsCard />}
      {can('team:transfer') && <TransferOwnershipCard />}
      {can('team:manage') && <ActivityCard />}
    </div>
  );
}

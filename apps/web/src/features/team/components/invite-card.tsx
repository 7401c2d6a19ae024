import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { inviteMemberSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useInviteMember } from '../api/invitations';
import type { MemberRole } from '../api/members';
import { RoleSelect } from './role-select';

/** Invites someone by email with a role: Paylink emails them a single-use link, valid for 7 days. */
export function InviteCard() {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('developer');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (invitation) => {
        toast.success(`Invitation sent to ${invitation.email}`);
        setEmail('');
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to send the invitation')),
    });
  }

  return (
    <Card data-testid="invite-card">
      <CardHeader
        title="Invite a member"
        description="They get an email with a link to join, valid for 7 days and usable once, by that email address only."
      />
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start" noValidate>
          <Input
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            data-testid="invite-email"
          />
          <RoleSelect label="Role" value={role} onChange={setRole} data-testid="invite-role" />
          <Button type="submit" className="sm:mt-6" isLoading={invite.isPending} data-testid="invite-submit">
            Send invitation
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { User, UserStatus } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSection } from './two-factor-section';

const STATUS: Record<UserStatus, { text: string; tone: 'green' | 'gray' | 'red' }> = {
  ACTIVE: { text: 'Active', tone: 'green' },
  INACTIVE: { text: 'Inactive', tone: 'gray' },
  SUSPENDED: { text: 'Suspended', tone: 'red' },
};

function memberSince(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function SignOutEverywhere() {
  const { logoutAll } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      await logoutAll();
      toast.success('Signed out of all devices.');
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out of all devices'));
      setPending(false);
    }
  }

  return (
    <div>
      <p className="mb-1 text-sm font-medium text-gray-700">Sessions</p>
      <p className="mb-3 text-sm text-gray-500">
        Signs you out everywhere, including this browser. Use it if you signed in on a device you no longer control.
      </p>
      <Button
        type="button"
        variant="outline"
        isLoading={pending}
        onClick={() => void handleClick()}
        data-testid="logout-all-button"
      >
        Sign out of all devices
      </Button>
    </div>
  );
}

export function AccountTab({ user }: { user: User }) {
  const status = STATUS[user.status] ?? STATUS.ACTIVE;
  return (
    <Card data-testid="account-tab">
      <CardHeader title="Account Information" />
      <CardContent className="space-y-5">
        <Input
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your sign-in address. Change it below: the new address confirms by email."
        />
        <div>
          <p className="mb-1 text-sm font-medium text-gray-700">Account Status</p>
          <Badge tone={status.tone} data-testid="account-status">
            {status.text}
          </Badge>
        </div>
        <div>
          <p className="mb-1 text-sm font-medium text-gray-700">Member Since</p>
          <p className="text-sm text-gray-900" data-testid="member-since">
            {memberSince(user.createdAt)}
          </p>
        </div>
        <ChangeEmailForm user={user} />
        {user.hasPassword && <ChangePasswordForm />}
        <TwoFactorSection user={user} />
        <SignOutEverywhere />
      </CardContent>
    </Card>
  );
}

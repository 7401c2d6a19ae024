import type { User, UserStatus } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';

const STATUS: Record<UserStatus, { text: string; tone: 'green' | 'gray' | 'red' }> = {
  ACTIVE: { text: 'Active', tone: 'green' },
  INACTIVE: { text: 'Inactive', tone: 'gray' },
  SUSPENDED: { text: 'Suspended', tone: 'red' },
};

function memberSince(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function AccountTab({ user }: { user: User }) {
  const status = STATUS[user.status] ?? STATUS.ACTIVE;
  return (
    <Card data-testid="account-tab">
      <CardHeader title="Account Information" />
      <CardContent className="space-y-5">
        <Input label="Email" type="email" value={user.email} readOnly hint="Email cannot be changed" />
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
      </CardContent>
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { User } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useRequestEmailChange } from '../api/change-email';

/** Settings → Account: the sign-in email, changed once the new address opens the link sent to it. */
export function ChangeEmailForm({ user }: { user: User }) {
  const request = useRequestEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    request.mutate(
      { newEmail: newEmail.trim(), currentPassword: user.hasPassword ? password : undefined },
      {
        onSuccess: () => {
          setSentTo(newEmail.trim());
          setPassword('');
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to change email')),
      },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      data-testid="change-email-form"
      aria-labelledby="change-email-title"
    >
      <h3 id="change-email-title" className="text-sm font-medium text-gray-700">
        Change email
      </h3>
      <Input
        label="New Email"
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(e) => setNewEmail(e.target.value)}
      />
      {user.hasPassword && (
        <Input
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
      {sentTo && (
        <p role="status" className="text-sm text-gray-700" data-testid="change-email-sent">
          Check {sentTo}: open the link we sent there to confirm the change. Until then you sign in with {user.email}.
        </p>
      )}
      <Button type="submit" variant="outline" isLoading={request.isPending} data-testid="change-email-submit">
        Send confirmation link
      </Button>
    </form>
  );
}

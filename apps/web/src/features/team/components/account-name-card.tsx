import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { renameAccountSchema, type AccountSummary } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useAuth } from '../../../lib/auth/use-auth';
import { useRenameAccount } from '../api/rename-account';

/** The account's name (payers see it): editable with settings:write, read-only otherwise. */
export function AccountNameCard({ account }: { account: AccountSummary }) {
  const { refreshUser } = useAuth();
  const gate = useActionGate('settings:write');
  const rename = useRenameAccount();
  const [name, setName] = useState(account.name);
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = renameAccountSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    rename.mutate(parsed.data.name, {
      onSuccess: () => {
        toast.success('Account renamed.');
        void refreshUser();
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to rename the account')),
    });
  }

  return (
    <Card>
      <CardHeader
        title="Account"
        description={`You are ${account.role === 'owner' || account.role === 'admin' ? 'an' : 'a'} ${account.role} of this account.`}
      />
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
          <Input
            label="Account name"
            className="min-w-0 flex-1"
            value={name}
            onChange={(e) => setName(e.target.value)}
            readOnly={!gate.allowed}
            error={error}
            data-testid="account-name"
          />
          <Button type="submit" isLoading={rename.isPending} disabledReason={gate.reason} data-testid="rename-account">
            Save name
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

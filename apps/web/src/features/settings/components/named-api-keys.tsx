import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ACCOUNT_ROLES, MSG, roleAtOrBelow, type AccountRole, type ApiKeySummary } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useCreateApiKey, useRevokeTeamApiKey, useTeamApiKeys } from '../api/team-api-keys';

const lastUsed = (at: string | null) =>
  at ? `last used ${new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}` : 'never used';

/** Named keys (issue 54): one per integration, each with its own role and last use, revoked after a confirmation dialog. */
export function NamedApiKeys() {
  const keys = useTeamApiKeys(true);
  const named = (keys.data ?? []).filter((k) => k.name !== null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  return (
    <section
      className="space-y-3 border-t border-gray-200 pt-4"
      aria-labelledby="named-keys-title"
      data-testid="named-api-keys"
    >
      <h3 id="named-keys-title" className="font-medium text-gray-700">
        Named keys
      </h3>
      <p className="text-gray-600">
        A key per store or app, each doing only what it needs: revoke one without touching the others.
      </p>
      {named.length > 0 && (
        <ul className="space-y-2">
          {named.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center gap-2" data-testid="named-api-key">
              <span className="font-medium text-gray-900">{k.name}</span>
              <code className="rounded bg-gray-100 px-2 py-1 font-mono text-xs">{k.masked}</code>
              <span className="text-gray-600">
                {k.role}, {lastUsed(k.lastUsedAt)}
                {k.createdBy && !k.mine ? `, by ${k.createdBy.email}` : ''}
              </span>
              {k.canRevoke && (
                <Button size="sm" variant="outline" onClick={() => setRevoking(k)} data-testid="revoke-named-api-key">
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <CreateNamedKey />
      {revoking && <ConfirmRevoke apiKey={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}

function CreateNamedKey() {
  const { account } = useAuth();
  const gate = useActionGate('api-keys:write');
  const create = useCreateApiKey();
  const roles = ACCOUNT_ROLES.filter((r) => account && roleAtOrBelow(r, account.role));
  const [name, setName] = useState('');
  const [role, setRole] = useState<AccountRole>('developer');
  const [created, setCreated] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), role: roles.includes(role) ? role : roles[roles.length - 1]! },
      {
        onSuccess: (data) => {
          setCreated(data.apiKey);
          setName('');
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to create the key')),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="create-named-key">
      {created && (
        <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="named-key-once">
          <p className="font-medium text-amber-900">Copy this key now. For your security it will not be shown again.</p>
          <div className="flex items-center gap-2">
            <code
              className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 font-mono text-xs text-gray-900"
              data-testid="named-key-full"
            >
              {created}
            </code>
            <CopyButton value={created} thing="API key" />
          </div>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label="Key name" placeholder="Shopify store" value={name} onChange={(e) => setName(e.target.value)} />
        <div>
          <label htmlFor="named-key-role" className="mb-1 block text-sm font-medium text-gray-700">
            What it may do
          </label>
          <select
            id="named-key-role"
            value={role}
            onChange={(e) => setRole(e.target.value as AccountRole)}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </div>
      {gate.reason && <p className="text-gray-600">{gate.reason}</p>}
      <Button
        type="submit"
        variant="outline"
        isLoading={create.isPending}
        disabledReason={gate.reason}
        data-testid="create-named-key-submit"
      >
        Create key
      </Button>
    </form>
  );
}

function ConfirmRevoke({ apiKey, onClose }: { apiKey: ApiKeySummary; onClose: () => void }) {
  const revoke = useRevokeTeamApiKey();
  function onConfirm() {
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast.success(MSG.apiKeyRevoked);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, MSG.apiKeyRevokeFailed)),
    });
  }
  return (
    <Modal title={`Revoke “${apiKey.name}”?`} onClose={onClose} testId="revoke-key-dialog">
      <p className="text-sm text-gray-700">
        Any integration using this key stops working at once. Your other keys keep working. This cannot be undone.
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" isLoading={revoke.isPending} onClick={onConfirm} data-testid="confirm-revoke-key">
          Revoke key
        </Button>
      </div>
    </Modal>
  );
}

import { toast } from 'sonner';
import { MSG } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useRevokeTeamApiKey, useTeamApiKeys } from '../api/team-api-keys';

/**
 * The other members' keys the signed-in member may see (issue 48: keys are per member; owners and admins see and
 * revoke all, a developer those at or below their role). Hidden when there are none, as for a merchant alone.
 */
export function TeamApiKeys({ enabled }: { enabled: boolean }) {
  const keys = useTeamApiKeys(enabled);
  const revoke = useRevokeTeamApiKey();
  const gate = useActionGate('api-keys:write');
  // Named keys have their own list (NamedApiKeys).
  const others = (keys.data ?? []).filter((k) => !k.mine && k.name === null);
  if (others.length === 0) return null;

  function onRevoke(id: string, who: string) {
    if (!window.confirm(`Revoke ${who}'s API key? Any integration using it stops working at once.`)) return;
    revoke.mutate(id, {
      onSuccess: () => toast.success(MSG.apiKeyRevoked),
      onError: (error) => toast.error(errorMessage(error, MSG.apiKeyRevokeFailed)),
    });
  }

  return (
    <div className="space-y-2 border-t border-gray-200 pt-4" data-testid="team-api-keys">
      <p className="font-medium text-gray-700">Your team's keys</p>
      <ul className="space-y-2">
        {others.map((k) => {
          const who = k.createdBy?.email ?? 'the owner';
          return (
            <li key={k.id} className="flex flex-wrap items-center gap-2" data-testid="team-api-key">
              <code className="rounded bg-gray-100 px-2 py-1 font-mono text-xs">{k.masked}</code>
              <span className="text-gray-600">
                {who} ({k.role})
              </span>
              {k.canRevoke && (
                <Button
                  size="sm"
                  variant="outline"
                  disabledReason={gate.reason}
                  isLoading={revoke.isPending && revoke.variables === k.id}
                  onClick={() => onRevoke(k.id, who)}
                  data-testid="revoke-team-api-key"
                >
                  Revoke
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

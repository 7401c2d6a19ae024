import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MSG, hasActivePlan, type User } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useApiKeyInfo } from '../../../lib/api-key-info';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useGenerateApiKey, useRevokeApiKey } from '../api/api-key';
import { NamedApiKeys } from './named-api-keys';
import { TeamApiKeys } from './team-api-keys';

/**
 * Settings → API Integration: generate (shown once), masked afterwards, revoke (SPEC sections 2 and 4). The key is
 * the member's own (issue 48); the team's other keys the member may revoke are listed below it.
 */
export function ApiTab({ user }: { user: User }) {
  const access = hasActivePlan(user);
  const info = useApiKeyInfo(access);
  const generate = useGenerateApiKey();
  const revoke = useRevokeApiKey();
  const gate = useActionGate('api-keys:write');
  const [newKey, setNewKey] = useState<string | null>(null);
  // Just revoked here: the tab says so instead of "no API key yet".
  const [revoked, setRevoked] = useState(false);

  async function onGenerate() {
    try {
      const data = await generate.mutateAsync();
      setNewKey(data.apiKey);
      setRevoked(false);
      toast.success(MSG.apiKeyGenerated);
    } catch (error) {
      toast.error(errorMessage(error, MSG.apiKeyGenerateFailed));
    }
  }

  async function onRevoke() {
    if (!window.confirm(MSG.revokeApiKeyConfirm)) return;
    try {
      await revoke.mutateAsync();
      setNewKey(null);
      setRevoked(true);
      toast.success(MSG.apiKeyRevoked);
    } catch (error) {
      toast.error(errorMessage(error, MSG.apiKeyRevokeFailed));
    }
  }

  const links = (
    <p className="text-sm text-gray-600">
      Read the{' '}
      <Link to="/api-docs" className="font-medium text-indigo-600 hover:underline">
        API documentation
      </Link>{' '}
      or try the{' '}
      <Link to="/api-examples" className="font-medium text-indigo-600 hover:underline">
        runnable examples
      </Link>
      .
    </p>
  );

  return (
    <Card data-testid="api-tab">
      <CardHeader
        title="API Integration"
        description="Create payment links from your own store, app or backend with an API key."
      />
      <CardContent className="space-y-4 text-sm">
        {!access ? (
          <div className="space-y-2" data-testid="api-plan-required">
            <p className="text-gray-700">
              API access is included with the monthly plans (Starter, Growth or Enterprise).
            </p>
            <Link to="/settings?tab=credits" className="font-medium text-indigo-600 hover:underline">
              See the plans
            </Link>
          </div>
        ) : info.isLoading ? (
          <Spinner label="Loading..." />
        ) : info.isError ? (
          <ErrorState
            message={errorMessage(info.error, 'Failed to load your API key')}
            onRetry={() => void info.refetch()}
          />
        ) : (
          <>
            {newKey && (
              <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="api-key-once">
                <p className="font-medium text-amber-900">
                  Copy your API key now. For your security it will not be shown again.
                </p>
                <div className="flex items-center gap-2">
                  <code
                    className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 font-mono text-xs text-gray-900"
                    data-testid="api-key-full"
                  >
                    {newKey}
                  </code>
                  <CopyButton value={newKey} thing="API key" testId="copy-api-key" />
                </div>
                <p className="text-amber-900">Keep it on your server: never put it in a web page or a mobile app.</p>
              </div>
            )}
            {info.data?.hasApiKey ? (
              <div className="space-y-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-gray-600">Your API key:</span>
                  <code className="rounded bg-gray-100 px-2 py-1 font-mono text-xs" data-testid="api-key-masked">
                    {info.data.apiKeyMasked}
                  </code>
                </div>
                <p className="text-gray-600" data-testid="api-usage">
                  {info.data.totalApiCalls} API {info.data.totalApiCalls === 1 ? 'call' : 'calls'} so far,{' '}
                  {info.data.creditsRemaining} credits remaining (one credit per call).
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    onClick={onGenerate}
                    isLoading={generate.isPending}
                    disabledReason={gate.reason}
                    data-testid="regenerate-api-key"
                  >
                    Regenerate
                  </Button>
                  <Button
                    variant="danger"
                    onClick={onRevoke}
                    isLoading={revoke.isPending}
                    disabledReason={gate.reason}
                    data-testid="revoke-api-key"
                  >
                    Revoke
                  </Button>
                </div>
              </div>
            ) : (
              <div className="space-y-3" data-testid="api-key-none">
                <p className="text-gray-600" data-testid="api-key-state">
                  {revoked
                    ? 'Your key was revoked: apps using it can no longer call the API. Generate a new key when you need one.'
                    : 'You have no API key yet.'}
                </p>
                <Button
                  onClick={onGenerate}
                  isLoading={generate.isPending}
                  disabledReason={gate.reason}
                  data-testid="generate-api-key"
                >
                  Generate API key
                </Button>
              </div>
            )}
            <TeamApiKeys enabled={access} />
            <NamedApiKeys />
          </>
        )}
        {links}
      </CardContent>
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { WebhookEndpoint, WebhookTestResult } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import {
  useResumeWebhooks,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useSetWebhookUrl,
  useWebhookEndpoint,
} from '../api/webhook-endpoint';
import { WebhookDeliveries } from './webhook-deliveries';
import { OtherWebhookEndpoints } from './other-webhook-endpoints';
import { eventFilterText } from './webhook-event-filter';

/** Settings → Webhooks: the default URL, the signing secret, a test event, pause state, more endpoints and the delivery log. */
export function WebhooksTab() {
  const endpoint = useWebhookEndpoint();
  if (endpoint.isPending) return <Spinner label="Loading webhook settings..." className="py-12" />;
  if (endpoint.isError) {
    return (
      <ErrorState
        variant="block"
        data-testid="webhooks-error"
        message={errorMessage(endpoint.error, 'Failed to load webhook settings')}
        onRetry={() => void endpoint.refetch()}
      />
    );
  }
  return (
    <div className="space-y-6" data-testid="webhooks-tab">
      {endpoint.data.rotation?.reason === 'member_left' && <MemberLeftNotice endpoint={endpoint.data} />}
      {endpoint.data.paused && <PausedBanner />}
      <EndpointCard endpoint={endpoint.data} />
      <OtherWebhookEndpoints />
      <WebhookDeliveries />
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US');

/** Issue 48: Paylink rotated the secret because a member who could read it left; the owner updates their server. */
function MemberLeftNotice({ endpoint }: { endpoint: WebhookEndpoint }) {
  const rotation = endpoint.rotation!;
  return (
    <div
      role="alert"
      data-testid="webhook-secret-rotated"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-medium">The signing secret was rotated on {when(rotation.rotatedAt)}</p>
      <p className="mt-1">
        {rotation.memberEmail ?? 'A member'} could read it and left the team or lost that role, so Paylink replaced it.
        Put the new secret on your server
        {endpoint.previousSecretExpiresAt
          ? ` before ${when(endpoint.previousSecretExpiresAt)}: until then deliveries are signed with both secrets`
          : ''}
        .
      </p>
    </div>
  );
}

function PausedBanner() {
  const resume = useResumeWebhooks();
  const gate = useActionGate('webhooks:write');
  return (
    <div
      role="alert"
      data-testid="webhooks-paused"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900"
    >
      <p>
        Webhook deliveries are paused: every delivery failed for 3 days. Events are kept; fix your endpoint, then resume
        to send what is pending.
      </p>
      <Button
        size="sm"
        isLoading={resume.isPending}
        disabledReason={gate.reason}
        data-testid="resume-webhooks"
        onClick={() =>
          resume.mutate(undefined, {
            onSuccess: (data) =>
              toast.success(
                `Webhooks resumed: ${data.requeued} pending ${data.requeued === 1 ? 'delivery' : 'deliveries'} queued`,
              ),
            onError: (error) => toast.error(errorMessage(error, 'Failed to resume webhooks')),
          })
        }
      >
        Resume
      </Button>
    </div>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [url, setUrl] = useState(endpoint.url ?? '');
  const save = useSetWebhookUrl();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();
  const gate = useActionGate('webhooks:write');
  const [answer, setAnswer] = useState<WebhookTestResult | null>(null);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(url.trim() === '' ? null : url.trim(), {
      onSuccess: () => toast.success('Webhook URL saved'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to save webhook URL')),
    });
  };

  return (
    <Card>
      <CardHeader
        title="Webhooks"
        description="Paylink POSTs every payment event to the link's webhook URL, or else to this default URL, signed with your secret per Standard Webhooks (webhook-signature header; see API docs)."
      />
      <CardContent className="space-y-6">
        <form onSubmit={onSave} noValidate className="flex flex-wrap items-end gap-3">
          <Input
            className="min-w-64 flex-1"
            label="Default webhook URL"
            placeholder="https://your-shop.example/webhooks/paylink"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            data-testid="webhook-url"
            readOnly={!gate.allowed}
            spellCheck={false}
          />
          <Button type="submit" isLoading={save.isPending} disabledReason={gate.reason} data-testid="save-webhook-url">
            Save
          </Button>
        </form>
        {endpoint.events !== null && (
          <p className="text-xs text-gray-600">Events: {eventFilterText(endpoint.events)}</p>
        )}

        <div>
          <p className="mb-1 text-sm font-medium text-gray-700">Signing secret</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              data-testid="webhook-secret"
              className="min-w-0 flex-1 break-all rounded bg-gray-50 px-2 py-1 font-mono text-xs"
            >
              {endpoint.secret}
            </code>
            {!endpoint.secretHidden && (
              <CopyButton value={endpoint.secret} thing="Signing secret" testId="copy-webhook-secret" />
            )}
            <Button
              variant="outline"
              size="sm"
              isLoading={rotate.isPending}
              disabledReason={gate.reason}
              data-testid="rotate-webhook-secret"
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: () => toast.success('New signing secret created'),
                  onError: (error) => toast.error(errorMessage(error, 'Failed to rotate the secret')),
                })
              }
            >
              Rotate
            </Button>
          </div>
          {endpoint.secretHidden && (
            <p className="mt-1 text-xs text-gray-500" data-testid="webhook-secret-hidden">
              Hidden: only owners, admins and developers can see the signing secret.
            </p>
          )}
          {endpoint.previousSecretExpiresAt && (
            <p className="mt-1 text-xs text-gray-500" data-testid="previous-secret-note">
              Deliveries are also signed with the previous secret until {when(endpoint.previousSecretExpiresAt)}.
            </p>
          )}
        </div>

        <div className="space-y-2">
          <Button
            variant="outline"
            isLoading={test.isPending}
            disabledReason={gate.reason}
            data-testid="send-test-webhook"
            onClick={() =>
              test.mutate(url.trim() || undefined, {
                onSuccess: setAnswer,
                onError: (error) => toast.error(errorMessage(error, 'Failed to send the test event')),
              })
            }
          >
            Send test event
          </Button>
          {answer && (
            <div
              data-testid="test-webhook-answer"
              className={
                answer.ok
                  ? 'rounded-md bg-green-50 p-3 text-sm text-green-800'
                  : 'rounded-md bg-red-50 p-3 text-sm text-red-800'
              }
            >
              <p>
                {answer.ok ? 'Delivered' : 'Failed'} to {answer.url}:{' '}
                {answer.statusCode !== null ? `HTTP ${answer.statusCode}` : answer.error} in {answer.durationMs} ms
              </p>
              {answer.responseBody && (
                <pre className="mt-2 max-h-40 overflow-auto whitespace-pre-wrap break-all font-mono text-xs">
                  {answer.responseBody}
                </pre>
              )}
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

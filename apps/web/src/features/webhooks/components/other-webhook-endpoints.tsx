import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint, type WebhookTestResult } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import {
  useAddWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useResumeEndpoint,
  useRotateEndpointSecret,
  useSendEndpointTest,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/webhook-endpoints';
import { eventFilterText, WebhookEventFilter } from './webhook-event-filter';

/** The endpoints besides the default one: each with its own URL, events and signing secret. */
export function OtherWebhookEndpoints() {
  const endpoints = useWebhookEndpoints();
  const others = endpoints.data?.filter((e) => !e.primary) ?? [];
  return (
    <Card>
      <CardHeader
        title="More endpoints"
        description="Each endpoint has its own URL, events and signing secret. Every event goes to each endpoint that takes it, as well as to the default URL."
      />
      <CardContent className="space-y-4">
        {endpoints.isPending && <Spinner label="Loading endpoints..." className="py-6" />}
        {endpoints.isError && (
          <ErrorState
            data-testid="endpoints-error"
            message={errorMessage(endpoints.error, 'Failed to load endpoints')}
            onRetry={() => void endpoints.refetch()}
          />
        )}
        {endpoints.data && others.length === 0 && (
          <p className="text-sm text-gray-500" data-testid="endpoints-empty">
            No other endpoints yet.
          </p>
        )}
        {others.length > 0 && (
          <ul className="divide-y divide-gray-100" data-testid="other-endpoints">
            {others.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
        {endpoints.data &&
          (endpoints.data.length < MAX_WEBHOOK_ENDPOINTS ? (
            <EndpointForm />
          ) : (
            <p className="text-sm text-gray-500">
              You have {MAX_WEBHOOK_ENDPOINTS} endpoints, the most an account can have.
            </p>
          ))}
      </CardContent>
    </Card>
  );
}

/** Adds an endpoint, or (with `endpoint`) changes its URL and events. */
function EndpointForm({ endpoint, onDone }: { endpoint?: WebhookEndpoint; onDone?: () => void }) {
  const gate = useActionGate('webhooks:write');
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<string[] | null>(endpoint?.events ?? null);
  const add = useAddWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const saving = add.isPending || update.isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (events !== null && events.length === 0) {
      toast.error('Choose at least one event, or receive every event');
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(endpoint ? 'Endpoint saved' : 'Endpoint added');
        if (!endpoint) setUrl('');
        onDone?.();
      },
      onError: (error: unknown) => toast.error(errorMessage(error, 'Failed to save the endpoint')),
    };
    if (endpoint) update.mutate({ id: endpoint.id, url: url.trim(), events }, done);
    else add.mutate({ url: url.trim(), events }, done);
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-lg border border-gray-200 p-3"
      data-testid={endpoint ? 'edit-endpoint-form' : 'add-endpoint-form'}
    >
      <Input
        label={endpoint ? 'Endpoint URL' : 'New endpoint URL'}
        placeholder="https://your-shop.example/webhooks/orders"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        readOnly={!gate.allowed}
        spellCheck={false}
        data-testid="endpoint-url"
      />
      <WebhookEventFilter value={events} onChange={setEvents} disabled={!gate.allowed} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={saving} disabledReason={gate.reason} data-testid="save-endpoint">
          {endpoint ? 'Save' : 'Add endpoint'}
        </Button>
        {onDone && (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const gate = useActionGate('webhooks:write');
  const rotate = useRotateEndpointSecret();
  const resume = useResumeEndpoint();
  const test = useSendEndpointTest();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [answer, setAnswer] = useState<WebhookTestResult | null>(null);
  const failed = (what: string) => (error: unknown) => toast.error(errorMessage(error, what));
  return (
    <li className="space-y-2 py-3" data-testid="endpoint-item" data-endpoint-id={endpoint.id}>
      <p className="break-all font-mono text-sm text-gray-900">{endpoint.url}</p>
      <p className="text-xs text-gray-600" data-testid="endpoint-events">
        Events: {eventFilterText(endpoint.events)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="endpoint-secret"
          className="min-w-0 flex-1 break-all rounded bg-gray-50 px-2 py-1 font-mono text-xs"
        >
          {endpoint.secret}
        </code>
        {!endpoint.secretHidden && (
          <CopyButton value={endpoint.secret} thing="Signing secret" testId="copy-endpoint-secret" />
        )}
      </div>
      {endpoint.paused && (
        <p role="alert" className="text-sm text-yellow-900" data-testid="endpoint-paused">
          Paused: every delivery to this endpoint failed for 3 days, or it answered 410 Gone.
        </p>
      )}
      {editing ? (
        <EndpointForm endpoint={endpoint} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabledReason={gate.reason}
            onClick={() => setEditing(true)}
            data-testid="edit-endpoint"
          >
            Edit
          </Button>
          {endpoint.paused && (
            <Button
              size="sm"
              isLoading={resume.isPending}
              disabledReason={gate.reason}
              data-testid="resume-endpoint"
              onClick={() =>
                resume.mutate(endpoint.id, {
                  onSuccess: (d) => toast.success(`Endpoint resumed: ${d.requeued} pending queued`),
                  onError: failed('Failed to resume the endpoint'),
                })
              }
            >
              Resume
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            isLoading={test.isPending}
            disabledReason={gate.reason}
            data-testid="test-endpoint"
            onClick={() =>
              test.mutate(endpoint.id, { onSuccess: setAnswer, onError: failed('Failed to send the test event') })
            }
          >
            Send test event
          </Button>
          <Button
            size="sm"
            variant="outline"
            isLoading={rotate.isPending}
            disabledReason={gate.reason}
            data-testid="rotate-endpoint-secret"
            onClick={() =>
              rotate.mutate(endpoint.id, {
                onSuccess: () => toast.success('New signing secret created'),
                onError: failed('Failed to rotate the secret'),
              })
            }
          >
            Rotate secret
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabledReason={gate.reason}
            onClick={() => setDeleting(true)}
            data-testid="delete-endpoint"
          >
            Delete
          </Button>
        </div>
      )}
      {answer && (
        <p data-testid="endpoint-test-answer" className={answer.ok ? 'text-sm text-green-800' : 'text-sm text-red-800'}>
          {answer.ok ? 'Delivered' : 'Failed'}:{' '}
          {answer.statusCode !== null ? `HTTP ${answer.statusCode}` : answer.error} in {answer.durationMs} ms
        </p>
      )}
      {deleting && <ConfirmDelete endpoint={endpoint} onClose={() => setDeleting(false)} />}
    </li>
  );
}

function ConfirmDelete({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const remove = useDeleteWebhookEndpoint();
  const onConfirm = () =>
    remove.mutate(endpoint.id, {
      onSuccess: () => {
        toast.success('Endpoint deleted');
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete the endpoint')),
    });
  return (
    <Modal title="Delete this endpoint?" onClose={onClose} testId="delete-endpoint-dialog">
      <p className="break-all text-sm text-gray-700">
        {endpoint.url} stops receiving events at once, and its delivery log is deleted with it.
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" isLoading={remove.isPending} onClick={onConfirm} data-testid="confirm-delete-endpoint">
          Delete endpoint
        </Button>
      </div>
    </Modal>
  );
}

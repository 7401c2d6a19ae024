import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { useOpenApi, type OpenApiOperation } from '../api/get-openapi';
import { WebhookEvents } from './webhook-events';

const SHOWN_TAGS = ['Payment links', 'Subscriptions', 'Subscriptions (public)', 'Public', 'API keys'];
const METHOD_COLORS: Record<string, string> = {
  get: 'bg-emerald-100 text-emerald-800',
  post: 'bg-indigo-100 text-indigo-800',
  delete: 'bg-red-100 text-red-800',
  put: 'bg-amber-100 text-amber-800',
  patch: 'bg-sky-100 text-sky-800',
};

function who(op: OpenApiOperation): string {
  const security = op.security ?? [];
  if (security.length === 0 || security.some((s) => Object.keys(s).length === 0)) return 'public';
  return security.some((s) => 'bearerApiKey' in s) ? 'API key' : 'signed in';
}

/** Endpoints and webhook events as the server's OpenAPI document describes them; the full document is linked for tools. */
export function EndpointReference() {
  const doc = useOpenApi();
  if (doc.isLoading) return <Spinner label="Loading the API reference..." />;
  if (doc.isError || !doc.data) {
    return (
      <ErrorState
        message={doc.error instanceof Error ? doc.error.message : 'Failed to load the API reference'}
        onRetry={() => void doc.refetch()}
      />
    );
  }
  const operations = Object.entries(doc.data.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.tags?.some((t) => SHOWN_TAGS.includes(t)))
      .map(([method, op]) => ({ path, method, op })),
  );
  if (operations.length === 0) return <p className="text-sm text-gray-600">No endpoints are documented.</p>;
  return (
    <div className="space-y-3" data-testid="endpoint-reference">
      <p className="text-sm text-gray-600">
        Generated from the server&apos;s{' '}
        <a href="/api/openapi.json" className="font-medium text-indigo-600 hover:underline">
          OpenAPI 3.1 document
        </a>{' '}
        (import it into Postman, Insomnia or a client generator).
      </p>
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        {operations.map(({ path, method, op }) => (
          <li key={`${method} ${path}`} className="space-y-1 px-4 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={`rounded px-2 py-0.5 font-mono text-xs font-semibold uppercase ${METHOD_COLORS[method] ?? 'bg-gray-100'}`}
              >
                {method}
              </span>
              <code className="font-mono text-sm text-gray-900">{path}</code>
              <span className="text-xs text-gray-500">{who(op)}</span>
            </div>
            {op.summary && <p className="text-sm text-gray-700">{op.summary}</p>}
            {op.description && <p className="text-xs text-gray-500">{op.description}</p>}
          </li>
        ))}
      </ul>
      <WebhookEvents webhooks={doc.data.webhooks ?? {}} />
    </div>
  );
}

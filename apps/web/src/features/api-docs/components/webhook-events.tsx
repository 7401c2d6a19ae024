import type { JsonSchema, OpenApiDocument } from '../api/get-openapi';

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

/** A payload's fields, nested objects indented under their field. */
function Fields({ schema }: { schema: JsonSchema }) {
  const entries = Object.entries(schema.properties ?? {});
  return (
    <ul className="space-y-1 border-l border-gray-200 pl-3">
      {entries.map(([name, field]) => {
        const object = field.properties ? field : field.anyOf?.find((s) => s.properties);
        return (
          <li key={name} className="text-xs">
            <code className="font-mono text-gray-900">{name}</code>
            {!schema.required?.includes(name) && <span className="text-gray-400">?</span>}{' '}
            <span className="font-mono text-gray-500">
              {object ? (field.anyOf ? 'object | null' : 'object') : typeOf(field)}
            </span>
            {field.description && <span className="text-gray-500"> · {field.description}</span>}
            {object && <Fields schema={object} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The document's `webhooks` section: every event Paylink sends, its signature headers and its payload. */
export function WebhookEvents({ webhooks }: { webhooks: NonNullable<OpenApiDocument['webhooks']> }) {
  const events = Object.entries(webhooks).flatMap(([type, item]) => (item.post ? [{ type, op: item.post }] : []));
  if (events.length === 0) return <p className="text-sm text-gray-600">No webhook events are documented.</p>;
  const headers = events[0]!.op.parameters ?? [];
  return (
    <section className="space-y-3" data-testid="webhook-events">
      <h3 className="text-base font-semibold text-gray-900">Webhook events</h3>
      <p className="text-sm text-gray-600">
        Paylink POSTs these JSON bodies to your endpoint, signed with these headers:
      </p>
      <ul className="space-y-1 text-xs">
        {headers.map((h) => (
          <li key={h.name}>
            <code className="font-mono text-gray-900">{h.name}</code>{' '}
            <span className="text-gray-500">{h.description}</span>
          </li>
        ))}
      </ul>
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        {events.map(({ type, op }) => {
          const schema = op.requestBody?.content['application/json']?.schema;
          return (
            <li key={type} className="px-4 py-3">
              <details>
                <summary className="cursor-pointer">
                  <code className="font-mono text-sm text-gray-900">{type}</code>{' '}
                  <span className="text-sm text-gray-700">{op.summary}</span>
                </summary>
                <div className="mt-2">
                  {schema ? (
                    <Fields schema={schema} />
                  ) : (
                    <p className="text-xs text-gray-500">No payload is documented.</p>
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

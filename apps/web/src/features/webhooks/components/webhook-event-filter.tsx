import { useId } from 'react';
import { OUTBOX_EVENT_TYPES } from '@paylink/shared';

/** Which events an endpoint receives: every event (null), or only the ones checked. */
export function WebhookEventFilter({
  value,
  onChange,
  disabled,
}: {
  value: string[] | null;
  onChange: (events: string[] | null) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const every = value === null;
  const toggle = (type: string, on: boolean) =>
    onChange(on ? [...(value ?? []), type] : (value ?? []).filter((t) => t !== type));
  return (
    <fieldset className="space-y-2" disabled={disabled} data-testid="webhook-event-filter">
      <legend className="mb-1 text-sm font-medium text-gray-700">Events</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex min-h-6 items-center gap-2">
          <input type="radio" name={name} checked={every} onChange={() => onChange(null)} data-testid="events-every" />
          Every event
        </label>
        <label className="flex min-h-6 items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={!every}
            onChange={() => onChange(value ?? ['payment.completed'])}
            data-testid="events-some"
          />
          Only the events checked
        </label>
      </div>
      {!every && (
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {OUTBOX_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-6 items-center gap-2 font-mono text-xs">
              <input
                type="checkbox"
                checked={value.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
                data-testid={`event-${type}`}
              />
              {type}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** "Every event", or the list of event types, as the endpoint's summary line says it. */
export function eventFilterText(events: string[] | null): string {
  return events === null ? 'Every event' : events.join(', ');
}

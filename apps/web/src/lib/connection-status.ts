/**
 * Whether the browser can reach Paylink: set by every API call (a network failure loses it, any answer restores
 * it). While lost, the liveness endpoint is polled, so the connection comes back on its own, not at the next click.
 */
type Listener = () => void;

const RETRY_MS = 3_000;
const listeners = new Set<Listener>();
let lost = false;
let retry: ReturnType<typeof setTimeout> | undefined;

function emit() {
  for (const listener of listeners) listener();
}

export function isConnectionLost(): boolean {
  return lost;
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function connectionRestored(): void {
  clearTimeout(retry);
  retry = undefined;
  if (!lost) return;
  lost = false;
  emit();
}

export function connectionLost(): void {
  if (!lost) {
    lost = true;
    emit();
  }
  retry ??= setTimeout(probe, RETRY_MS);
}

function probe() {
  retry = undefined;
  fetch('/api/health/live', { cache: 'no-store' }).then(connectionRestored, connectionLost);
}

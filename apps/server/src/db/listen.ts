import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN on one channel over a dedicated connection (a pooled one would be handed to other queries). The
 * connection is re-opened with backoff when it drops; `onConnect` runs after each (re)connection, so callers can
 * catch up on what was sent while nobody listened.
 */
export function listenForNotifications(
  url: string,
  channel: string,
  handlers: { onMessage(payload: string): void; onConnect(): void; onError(err: Error): void },
): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    next.on('error', (err) => {
      handlers.onError(err);
      retry(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      delay = RECONNECT_MIN_MS;
      handlers.onConnect();
    } catch (err) {
      handlers.onError(err as Error);
      retry(next);
    }
  };
  const retry = (failed: pg.Client) => {
    if (closed || client !== failed) return;
    client = undefined;
    void failed.end().catch(() => {});
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

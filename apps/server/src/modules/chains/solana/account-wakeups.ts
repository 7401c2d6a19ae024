import WebSocket from 'ws';

export interface AccountWakeupsOptions {
  /** The RPC node's PubSub WebSocket (SOLANA_WS_URL, or the local chain's). */
  url: string;
  commitment: 'confirmed' | 'finalized';
  /**
   * Called with the address when a watched account changes, and without one after every (re)connection, since
   * any account may have changed meanwhile.
   */
  onWake: (address?: string) => void;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface AccountWakeups {
  /** The addresses to be woken for from now on: new ones are subscribed, dropped ones unsubscribed. */
  watch(addresses: readonly string[]): void;
  close(): void;
}

/** Providers limit subscriptions per connection; past this, addresses rely on the polling tick alone. */
export const MAX_ACCOUNT_SUBSCRIPTIONS = 1000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** Keeps the connection alive through proxies and load balancers that drop idle sockets. */
const PING_MS = 30_000;

/**
 * Standard Solana PubSub `accountSubscribe` on every watched account, so a transfer wakes the watcher at once
 * instead of at its next tick. Only a wake-up signal: what changed is still read by the watcher over HTTP, so a
 * dropped socket or a missed notification costs latency, never a payment (the polling tick catches it).
 * Reconnects with exponential backoff and resubscribes everything.
 */
export function accountWakeups(opts: AccountWakeupsOptions): AccountWakeups {
  let wanted = new Set<string>();
  /** address → subscription id (null while the subscribe request is in flight). */
  const subscribed = new Map<string, number | null>();
  const pending = new Map<number, string>();
  let socket: WebSocket | undefined;
  let nextRequestId = 1;
  let reconnectDelay = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  let closed = false;

  const send = (method: string, params: unknown[]): number => {
    const id = nextRequestId++;
    socket!.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    return id;
  };

  function sync() {
    if (socket?.readyState !== WebSocket.OPEN) return;
    for (const [address, subscription] of subscribed) {
      if (wanted.has(address)) continue;
      subscribed.delete(address);
      if (subscription !== null) send('accountUnsubscribe', [subscription]);
    }
    for (const address of wanted) {
      if (subscribed.has(address)) continue;
      subscribed.set(address, null);
      pending.set(send('accountSubscribe', [address, { encoding: 'base64', commitment: opts.commitment }]), address);
    }
  }

  function connect() {
    const ws = new WebSocket(opts.url);
    socket = ws;
    ws.on('open', () => {
      reconnectDelay = RECONNECT_MIN_MS;
      opts.log.info({ url: opts.url }, 'chain websocket connected');
      ping = setInterval(() => ws.ping(), PING_MS);
      sync();
      opts.onWake();
    });
    ws.on('message', (raw) => {
      let message: { id?: number; result?: unknown; error?: unknown; method?: string };
      try {
        message = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (message.method === 'accountNotification') {
        const id = (message as { params?: { subscription?: unknown } }).params?.subscription;
        opts.onWake([...subscribed].find(([, subscription]) => subscription === id)?.[0]);
        return;
      }
      const address = message.id === undefined ? undefined : pending.get(message.id);
      if (address === undefined) return;
      pending.delete(message.id!);
      if (typeof message.result === 'number' && subscribed.has(address)) {
        subscribed.set(address, message.result);
      } else if (typeof message.result === 'number') {
        send('accountUnsubscribe', [message.result]);
      } else {
        // Left marked (without an id) so it is not asked again on every tick; the polling tick covers it.
        opts.log.warn(
          { address, error: message.error },
          'accountSubscribe refused; the polling tick covers this address',
        );
      }
    });
    ws.on('error', (err) => opts.log.warn({ err: err.message, url: opts.url }, 'chain websocket error'));
    ws.on('close', () => {
      clearInterval(ping);
      subscribed.clear();
      pending.clear();
      if (closed) return;
      opts.log.warn({ retryInMs: reconnectDelay }, 'chain websocket closed; reconnecting');
      reconnectTimer = setTimeout(connect, reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    });
  }
  connect();

  return {
    watch(addresses) {
      wanted = new Set(addresses.slice(0, MAX_ACCOUNT_SUBSCRIPTIONS));
      sync();
    },
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(ping);
      socket?.terminate();
    },
  };
}

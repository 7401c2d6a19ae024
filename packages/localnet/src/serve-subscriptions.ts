import type { WebSocketServer } from 'ws';
import { accountResponse, type AccountEncoding } from './account-response.ts';
import type { Chain } from './create-chain.ts';
import { jsonStringifyBigint } from './json-stringify-bigint.ts';
import type { TransactionRecord } from './transaction-record.ts';

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'logs'; mentions: string | null }
  | { kind: 'slot' }
  | { kind: 'account'; address: string; encoding: AccountEncoding };

const NOTIFICATION_METHODS: Record<Subscription['kind'], string> = {
  signature: 'signatureNotification',
  logs: 'logsNotification',
  slot: 'slotNotification',
  account: 'accountNotification',
};

let nextSubscriptionId = 1;

/** Serves Solana's PubSub JSON-RPC (signature, logs, slot and account subscriptions) on a WebSocket server. */
export function serveSubscriptions(wss: WebSocketServer, chain: Chain): void {
  wss.on('connection', (socket) => {
    const subscriptions = new Map<number, Subscription>();
    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(jsonStringifyBigint(message));
    };
    const notify = (id: number, subscription: Subscription, result: unknown) =>
      send({ jsonrpc: '2.0', method: NOTIFICATION_METHODS[subscription.kind], params: { result, subscription: id } });
    const context = () => ({ slot: chain.slot() });

    const notifySignature = (id: number, subscription: Subscription, record: TransactionRecord) => {
      notify(id, subscription, { context: { slot: record.slot }, value: { err: record.err } });
      // Signature subscriptions end after their one notification, as on real nodes.
      subscriptions.delete(id);
    };

    const onTransaction = (record: TransactionRecord) => {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === record.signature) {
          notifySignature(id, subscription, record);
        } else if (
          subscription.kind === 'logs' &&
          (subscription.mentions === null || record.accountKeys.includes(subscription.mentions))
        ) {
          notify(id, subscription, {
            context: { slot: record.slot },
            value: { signature: record.signature, err: record.err, logs: record.logs },
          });
        } else if (subscription.kind === 'account' && record.accountKeys.includes(subscription.address)) {
          notify(id, subscription, {
            context: context(),
            value: accountResponse(chain.svm, subscription.address, subscription.encoding),
          });
        }
      }
    };
    const onSlot = (slot: bigint) => {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'slot') notify(id, subscription, { parent: slot - 1n, root: slot, slot });
      }
    };
    chain.events.on('transaction', onTransaction);
    chain.events.on('slot', onSlot);
    socket.on('close', () => {
      chain.events.off('transaction', onTransaction);
      chain.events.off('slot', onSlot);
    });

    socket.on('message', (raw) => {
      let request: { id?: unknown; method?: unknown; params?: unknown };
      try {
        request = JSON.parse(String(raw));
      } catch {
        send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
        return;
      }
      const { id = null, method } = request;
      const params = Array.isArray(request.params) ? request.params : [];
      const reply = (result: unknown) => send({ jsonrpc: '2.0', id, result });
      if (typeof method !== 'string') {
        send({ jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } });
        return;
      }
      if (method.endsWith('Unsubscribe')) {
        reply(subscriptions.delete(Number(params[0])));
        return;
      }
      const subscription = subscriptionFrom(method, params);
      if (!subscription) {
        send({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } });
        return;
      }
      const subscriptionId = nextSubscriptionId++;
      subscriptions.set(subscriptionId, subscription);
      reply(subscriptionId);
      if (subscription.kind === 'signature') {
        const record = chain.index.get(subscription.signature);
        if (record) notifySignature(subscriptionId, subscription, record);
      }
    });
  });
}

function subscriptionFrom(method: string, params: unknown[]): Subscription | undefined {
  const [first, config] = params;
  switch (method) {
    case 'signatureSubscribe':
      return typeof first === 'string' ? { kind: 'signature', signature: first } : undefined;
    case 'logsSubscribe': {
      if (first === 'all' || first === 'allWithVotes') return { kind: 'logs', mentions: null };
      const mentions = (first as { mentions?: unknown[] } | undefined)?.mentions?.[0];
      return typeof mentions === 'string' ? { kind: 'logs', mentions } : undefined;
    }
    case 'slotSubscribe':
      return { kind: 'slot' };
    case 'accountSubscribe': {
      const encoding = ((config as { encoding?: string } | undefined)?.encoding ?? 'base64') as AccountEncoding;
      return typeof first === 'string' ? { kind: 'account', address: first, encoding } : undefined;
    }
    default:
      return undefined;
  }
}

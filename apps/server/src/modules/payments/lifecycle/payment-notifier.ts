import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { listenForNotifications } from '../../../db/listen';

/**
 * "This payment changed", for live views. On PostgreSQL it goes through NOTIFY/LISTEN, so an API process
 * hears what a worker in another process recorded; on the embedded database (one process) an in-process
 * emitter is all there is. Live views re-read a payment only when told it changed.
 */
export interface PaymentNotifier {
  notify(paymentId: string): void;
  /** `listener` runs when the payment changes (and after the notification channel reconnects). */
  subscribe(paymentId: string, listener: () => void): () => void;
  /** Every change: the payment id, or null after the channel reconnected (something may have been missed). */
  subscribeAll(listener: (paymentId: string | null) => void): () => void;
  close(): Promise<void>;
}

export const PAYMENT_CHANGES_CHANNEL = 'payment_changes';
const ALL = Symbol('all');

export function createPaymentNotifier(
  database: Pick<Database, 'db' | 'url'>,
  log: { warn(obj: object, msg: string): void },
): PaymentNotifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (paymentId: string) => {
    emitter.emit(paymentId);
    emitter.emit(ALL, paymentId);
  };

  let connectedBefore = false;
  const listener = database.url
    ? listenForNotifications(database.url, PAYMENT_CHANGES_CHANNEL, {
        onMessage: emit,
        onConnect() {
          if (connectedBefore) {
            for (const name of emitter.eventNames()) if (typeof name === 'string') emitter.emit(name);
            emitter.emit(ALL, null);
          }
          connectedBefore = true;
        },
        onError: (err) => log.warn({ err: err.message }, 'payment notification channel error; reconnecting'),
      })
    : undefined;

  return {
    notify(paymentId) {
      if (!listener) {
        emit(paymentId);
        return;
      }
      // Delivered to every listening process, this one included, once the statement commits.
      database.db
        .execute(sql`select pg_notify(${PAYMENT_CHANGES_CHANNEL}, ${paymentId})`)
        .catch((err: Error) => log.warn({ err: err.message, paymentId }, 'payment notification not sent'));
    },
    subscribe(paymentId, fn) {
      emitter.on(paymentId, fn);
      return () => emitter.off(paymentId, fn);
    },
    subscribeAll(fn) {
      emitter.on(ALL, fn);
      return () => emitter.off(ALL, fn);
    },
    close: async () => listener?.close(),
  };
}

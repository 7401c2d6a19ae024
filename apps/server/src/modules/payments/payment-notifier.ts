import { EventEmitter } from 'node:events';

/**
 * In-process "this payment changed" signal, so live views update the moment the worker in the same process
 * records a change; views also re-read the database periodically for workers running in other processes.
 */
export interface PaymentNotifier {
  notify(paymentId: string): void;
  subscribe(paymentId: string, listener: () => void): () => void;
}

export function createPaymentNotifier(): PaymentNotifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: (paymentId) => emitter.emit(paymentId),
    subscribe(paymentId, listener) {
      emitter.on(paymentId, listener);
      return () => emitter.off(paymentId, listener);
    },
  };
}

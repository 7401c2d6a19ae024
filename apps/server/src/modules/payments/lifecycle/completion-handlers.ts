import type { PaymentPurpose } from '@paylink/shared';
import type { Db } from '../../../db/client';
import type { PaymentRow } from '../links/payment-dto';

/**
 * What a module does, inside the transaction that completes a payment of its purpose (billing adds the credits
 * of a credit purchase; subscriptions extend the period a merchant link pays for, and pass on the others). `owedBack`: the money cannot be honoured any more, so the payment needs a refund.
 */
export type CompletionHandler = (
  tx: Db,
  payment: PaymentRow,
  paid: { paidAt: Date; now: Date },
) => Promise<{ owedBack: boolean }>;

const handlers = new Map<PaymentPurpose, CompletionHandler>();

/** Called once at start by the module owning a purpose, so payments never import that module. */
export function registerCompletionHandler(purpose: PaymentPurpose, handler: CompletionHandler): void {
  handlers.set(purpose, handler);
}

/**
 * Runs the handler of the payment's purpose; a merchant link needs none (subscriptions register one for the links
 * they issue). Any other purpose nobody handles is a bug: it throws.
 */
export async function runCompletionHandler(
  tx: Db,
  payment: PaymentRow,
  paid: { paidAt: Date; now: Date },
): Promise<{ owedBack: boolean }> {
  const handler = handlers.get(payment.purpose);
  if (!handler && payment.purpose === 'link') return { owedBack: false };
  if (!handler) throw new Error(`no completion handler registered for purpose ${payment.purpose}`);
  return handler(tx, payment, paid);
}

/**
 * What a module does, inside the transaction that rolls back a completed payment of its purpose (a reorg before
 * finality): billing takes back a credit purchase's credits.
 */
export type ReversalHandler = (tx: Db, payment: PaymentRow, at: { now: Date }) => Promise<void>;

const reversalHandlers = new Map<PaymentPurpose, ReversalHandler>();

/** Called once at start by the module owning a purpose, beside registerCompletionHandler. */
export function registerReversalHandler(purpose: Exclude<PaymentPurpose, 'link'>, handler: ReversalHandler): void {
  reversalHandlers.set(purpose, handler);
}

/** Runs the reversal handler of the payment's purpose; a merchant link needs none. A purpose nobody handles is a bug: it throws. */
export async function runReversalHandler(tx: Db, payment: PaymentRow, at: { now: Date }): Promise<void> {
  if (payment.purpose === 'link') return;
  const handler = reversalHandlers.get(payment.purpose);
  if (!handler) throw new Error(`no reversal handler registered for purpose ${payment.purpose}`);
  await handler(tx, payment, at);
}

import type { WebhookPayment } from '@paylink/shared';
import type { PaymentRow } from './payment-dto';
import { toPaymentDto } from './payment-dto';

/** The payment part of an event (SPEC section 3 webhook payload), frozen at the moment of the transition. */
export function paymentEventData(row: PaymentRow): { payment: WebhookPayment } {
  const p = toPaymentDto(row);
  return {
    payment: {
      id: p.id,
      amount: p.amount,
      amount_received: p.amountReceived,
      currency: p.currency,
      status: p.status,
      reference: p.merchantReference,
      transaction_signature: p.transactionSignature,
      completed_at: p.completedAt,
      failure_reason: p.failureReason,
      metadata: p.metadata,
    },
  };
}

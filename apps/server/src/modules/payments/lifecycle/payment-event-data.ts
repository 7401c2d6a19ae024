import type { WebhookPayment } from '@paylink/shared';
import type { PaymentRow } from '../links/payment-dto';
import { toPaymentDto } from '../links/payment-dto';

/** The payment part of an event (SPEC section 3 webhook payload), frozen at the moment of the transition. */
export function paymentEventData(row: PaymentRow): { payment: WebhookPayment } {
  const p = toPaymentDto(row);
  return {
    payment: {
      id: p.id,
      amount: p.amount,
      amount_received: p.amountReceived,
      currency: p.currency,
      // A link priced in USD/EUR: amount/currency above are the fiat price; what the chain saw and the rate used.
      pay_amount: p.payAmount,
      pay_currency: p.payCurrency,
      network: p.network,
      rate: p.quote?.rate ?? null,
      rate_source: p.quote?.source ?? null,
      quoted_at: p.quote?.quotedAt ?? null,
      status: p.status,
      reference: p.merchantReference,
      transaction_signature: p.transactionSignature,
      transaction_request_url: p.transactionRequestUrl,
      checkout_url: p.checkoutUrl,
      receipt_url: p.receiptUrl,
      completed_at: p.completedAt,
      finality: p.finality,
      finalized_at: p.finalizedAt,
      failure_reason: p.failureReason,
      cancelled_at: p.cancelledAt,
      metadata: p.metadata,
    },
  };
}

import { PaymentActions, PaymentSessionStatus } from '@medusajs/framework/utils';
import type { PaylinkLink } from './paylink-api';

/**
 * A Paylink link's status as a Medusa payment session status. Only COMPLETED authorizes: the link received its
 * full price, confirmed on chain (crypto settles at once, so capture has nothing left to do).
 */
export function sessionStatus(status: PaylinkLink['status']): PaymentSessionStatus {
  switch (status) {
    case 'COMPLETED':
      return PaymentSessionStatus.AUTHORIZED;
    case 'EXPIRED':
      return PaymentSessionStatus.CANCELED;
    case 'FAILED':
      return PaymentSessionStatus.ERROR;
    default:
      return PaymentSessionStatus.PENDING;
  }
}

/**
 * The Medusa action for a webhook: decided by the link's status in the event's own snapshot, so a late or
 * out-of-order event (a `payment.created` redelivered after the link completed) never moves the order back.
 * Medusa's authorize step then asks Paylink for the link itself (authorizePayment), so the webhook only tells
 * Medusa when to look.
 */
export function webhookAction(status: PaylinkLink['status'] | undefined): PaymentActions {
  switch (status) {
    case 'COMPLETED':
      return PaymentActions.AUTHORIZED;
    case 'EXPIRED':
    case 'FAILED':
      return PaymentActions.FAILED;
    case 'PENDING':
      return PaymentActions.PENDING;
    default:
      return PaymentActions.NOT_SUPPORTED;
  }
}

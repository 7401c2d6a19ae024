import type { CreatePaymentFormValues, NetworkProfile, Payment } from '@paylink/shared';
import { payOptionKey } from '../../../lib/default-pay-options';

/**
 * The create form filled in from an existing link (Duplicate): its price, currency, tokens or pay options, label and
 * message. The recipient is the merchant's saved wallet on that network today; without one, the link's recipient,
 * unless the network's links may be paid to an address derived for them alone (its profile names an account key:
 * Bitcoin's xpub), which is never reused.
 */
export function duplicateValues(
  payment: Payment,
  savedWallets: Record<string, string>,
  profiles: NetworkProfile[],
): Partial<CreatePaymentFormValues> {
  const network = payment.payOptions?.[0]?.network ?? payment.network;
  return {
    network,
    amount: payment.amount,
    currency: payment.currency,
    payCurrencies: payment.payOptions
      ? payment.payOptions.filter((o) => o.network === network).map((o) => o.currency)
      : payment.payCurrencies,
    otherPayOptions: payment.payOptions?.map(payOptionKey) ?? [],
    label: payment.label,
    message: payment.message ?? '',
    walletAddress:
      savedWallets[network] ??
      (profiles.find((p) => p.network === network)?.savedAccountKey ? '' : payment.recipientAddress),
  };
}

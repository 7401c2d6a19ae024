import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayOption, Payment } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export interface CreatePaymentLinkBody {
  /** The decimal string the merchant typed; never converted to a float. */
  amount: string;
  /** A token, or USD/EUR (then `payCurrencies` names the tokens the customer may pay in). */
  currency: string;
  payCurrencies?: string[];
  /** Or the networks and tokens the customer picks from on the hosted page (each network paid to the saved wallet). */
  payOptions?: PayOption[];
  network?: string;
  label: string;
  message?: string;
  walletAddress?: string;
}

export interface CreatedPaymentLink {
  payment: Payment;
  recipientWallet: string;
  /** The checkout page's QR: the one to share and download (payment.qrCodeData is the wallet URI's). */
  checkoutQrCodeData: string;
}

/**
 * `idempotencyKey` names one intent to create a link: a retry with it (a double click, a lost answer) gets the
 * first answer back instead of a second link and a second credit spent.
 */
export function createPaymentLink({
  idempotencyKey,
  ...body
}: CreatePaymentLinkBody & { idempotencyKey: string }): Promise<CreatedPaymentLink> {
  return api<CreatedPaymentLink>('/api/payments/payment-link', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    // The dashboard's queries are its own and are read again when it mounts (or when the change feed says so).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export interface CreatePaymentLinkBody {
  /** The decimal string the merchant typed; never converted to a float. */
  amount: string;
  /** A token, or USD/EUR (then `payCurrencies` names the tokens the customer may pay in). */
  currency: string;
  payCurrencies?: string[];
  network: string;
  label: string;
  message?: string;
  walletAddress?: string;
}

export interface CreatedPaymentLink {
  payment: Payment;
  recipientWallet: string;
}

export function createPaymentLink(body: CreatePaymentLinkBody): Promise<CreatedPaymentLink> {
  return api<CreatedPaymentLink>('/api/payments/payment-link', { method: 'POST', body });
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['payment-stats'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { unmatchedTransferKeys } from './query-keys';

export function refundMisdirectedPayment(id: string): Promise<Refund> {
  return api(`/api/payments/misdirected/${encodeURIComponent(id)}/refund`, { method: 'POST' });
}

/** Prepares the refund of a payment sent on the wrong network to its sender, from the inbox; its list is read again. */
export function useRefundMisdirectedPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundMisdirectedPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: unmatchedTransferKeys.misdirected() }),
  });
}

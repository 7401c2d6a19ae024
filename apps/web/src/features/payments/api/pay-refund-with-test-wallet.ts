import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Offline only: the local test wallet pays a pending refund (the refund's live status then turns COMPLETED). */
export function usePayRefundWithTestWallet(paymentId: string, refundId: string) {
  return useMutation({
    mutationFn: () =>
      api<{ signature: string }>(
        `/api/payments/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}/test-pay`,
        {
          method: 'POST',
        },
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Refund } from '@paylink/shared';
import { api, errorMessage } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/**
 * Reopens a refund that expired unpaid but may still be paid late: PENDING again for 24 hours, the same request.
 * Toasts the outcome; `onReopened` gets the refund as it now stands (the caller opens its pay step), and the link's
 * detail and the refund's live status are read from it.
 */
export function useReopenRefund(paymentId: string, onReopened: (refund: Refund) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (refundId: string) =>
      (
        await api<{ refund: Refund }>(
          `/api/payments/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}/reopen`,
          { method: 'POST' },
        )
      ).refund,
    onSuccess: (refund) => {
      queryClient.setQueryData(paymentKeys.refund(paymentId, refund.id), refund);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId), exact: true });
      toast.success('Refund reopened: pay it within 24 hours');
      onReopened(refund);
    },
    onError: (error) => toast.error(errorMessage(error, 'The refund could not be reopened.')),
  });
  return { reopen: (refund: Refund) => mutation.mutate(refund.id), reopening: mutation.isPending };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export interface PrepareRefundBody {
  /** Decimal string in the token that arrived; the server's default is what is owed. */
  amount?: string;
  /** Refund one transfer (its payer is the destination); without it, the whole link. */
  transferId?: string;
  /** Only when the server could not tell who paid. */
  to?: string;
  reason?: string;
}

/**
 * Prepares a refund the merchant pays from their own wallet. The Idempotency-Key makes a retried submit (a lost
 * answer, a double click) return the same refund instead of preparing a second one.
 */
export async function prepareRefund(
  paymentId: string,
  body: PrepareRefundBody,
  idempotencyKey: string,
): Promise<Refund> {
  const data = await api<{ refund: Refund }>(`/api/payments/payments/${encodeURIComponent(paymentId)}/refunds`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data.refund;
}

export function usePrepareRefund(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PrepareRefundBody; idempotencyKey: string }) =>
      prepareRefund(paymentId, body, idempotencyKey),
    // The link's detail lists its refunds.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId) }),
  });
}

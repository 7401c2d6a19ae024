import { useQuery } from '@tanstack/react-query';
import { CRYPTO_PURCHASE_POLL_MS, type PublicPayment } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export function getPurchasePayment(id: string): Promise<PublicPayment> {
  return api<PublicPayment>(`/api/payments/${encodeURIComponent(id)}`);
}

/** The crypto purchase's payment status, polled every 5 s while it is pending (SPEC section 4); errors are only logged. */
export function usePurchasePaymentStatus(id: string, waiting: boolean) {
  return useQuery({
    queryKey: billingKeys.purchasePayment(id),
    queryFn: () =>
      getPurchasePayment(id).catch((error: unknown) => {
        console.warn('Payment status check failed', error);
        throw error;
      }),
    refetchInterval: (q) =>
      waiting && (q.state.data === undefined || q.state.data.status === 'PENDING') ? CRYPTO_PURCHASE_POLL_MS : false,
    retry: false,
  });
}

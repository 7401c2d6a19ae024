import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Refund } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** How often an open refund modal asks whether the refund transaction has landed. */
export const REFUND_POLL_MS = 3000;

export async function getRefund(paymentId: string, refundId: string): Promise<Refund> {
  const data = await api<{ refund: Refund }>(
    `/api/payments/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
  );
  return data.refund;
}

/**
 * One refund, polled while it is PENDING (the watcher records it COMPLETED or EXPIRED). `prepared` is the refund
 * the prepare call answered, shown until the first read. When it settles, the link's detail is read again (owed and
 * refunded amounts, the refunds list).
 */
export function useRefund(paymentId: string, prepared: Refund) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.refund(paymentId, prepared.id),
    queryFn: () => getRefund(paymentId, prepared.id),
    initialData: prepared,
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? REFUND_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  const status = query.data.status;
  useEffect(() => {
    if (status !== 'PENDING') void queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId) });
  }, [status, paymentId, queryClient]);
  return query;
}

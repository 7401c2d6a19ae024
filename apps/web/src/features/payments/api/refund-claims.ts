import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundClaim } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

/** How often the claims of a link are read again while one waits for the customer's address. */
export const REFUND_CLAIM_POLL_MS = 5000;

const claimsKey = (paymentId: string) => [...paymentKeys.detail(paymentId), 'refund-claims'] as const;
const claimsPath = (paymentId: string) => `/api/payments/payments/${encodeURIComponent(paymentId)}/refund-claims`;

/** A link's refund claim links, polled while one is OPEN (the customer's answer prepares a refund). */
export function useRefundClaims(paymentId: string) {
  return useQuery({
    queryKey: claimsKey(paymentId),
    queryFn: async () => (await api<{ claims: RefundClaim[] }>(claimsPath(paymentId))).claims,
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === 'OPEN') ? REFUND_CLAIM_POLL_MS : false),
  });
}

/** Creates a claim link; its URL is shown only in this answer (the server keeps the token hashed). */
export function useCreateRefundClaim(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount?: string }) =>
      api<{ claim: RefundClaim; url: string }>(claimsPath(paymentId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKey(paymentId) }),
  });
}

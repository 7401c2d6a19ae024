import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** "Email me a receipt": the address is kept only to send this link's receipt once it completes. */
export function useRequestReceiptEmail(paymentId: string) {
  return useMutation({
    mutationFn: (email: string) => api<{ requested: true }>(`/api/receipts/${encodeURIComponent(paymentId)}/email`, { method: 'POST', body: { email } }),
  });
}

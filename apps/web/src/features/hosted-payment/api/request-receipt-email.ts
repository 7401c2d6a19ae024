import { useState } from 'react';
import { api } from '../../../lib/api-client';

export function requestReceiptEmail(paymentId: string, email: string): Promise<{ requested: true }> {
  return api<{ requested: true }>(`/api/receipts/${encodeURIComponent(paymentId)}/email`, { method: 'POST', body: { email } });
}

/**
 * "Email me a receipt": the address is kept only to send this link's receipt once it completes. Plain state, like
 * the hosted page's other actions (its light entry has no React Query).
 */
export function useRequestReceiptEmail(paymentId: string) {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'done' | 'error'; error: unknown }>({ status: 'idle', error: null });
  const mutate = (email: string) => {
    setState({ status: 'pending', error: null });
    requestReceiptEmail(paymentId, email).then(
      () => setState({ status: 'done', error: null }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  };
  return { mutate, isPending: state.status === 'pending', isSuccess: state.status === 'done', isError: state.status === 'error', error: state.error };
}

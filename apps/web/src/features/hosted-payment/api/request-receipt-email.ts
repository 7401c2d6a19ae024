import { useRef, useState } from 'react';
import { api } from '../../../lib/api-client';

export function requestReceiptEmail(
  paymentId: string,
  body: { email: string; editKey?: string },
): Promise<{ requested: true; editKey?: string }> {
  return api<{ requested: true; editKey?: string }>(`/api/receipts/${encodeURIComponent(paymentId)}/email`, {
    method: 'POST',
    body,
  });
}

/**
 * "Email me a receipt": the address is kept only to send this link's receipt once it completes. The first address
 * stands; the key the answer gives this page (kept in memory only) lets it change the address later. Plain state,
 * like the hosted page's other actions (its light entry has no React Query).
 */
export function useRequestReceiptEmail(paymentId: string) {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'done' | 'error'; error: unknown }>({
    status: 'idle',
    error: null,
  });
  const editKey = useRef<string | undefined>(undefined);
  const mutate = (email: string) => {
    setState({ status: 'pending', error: null });
    requestReceiptEmail(paymentId, { email, editKey: editKey.current }).then(
      (data) => {
        if (data.editKey) editKey.current = data.editKey;
        setState({ status: 'done', error: null });
      },
      (error: unknown) => setState({ status: 'error', error }),
    );
  };
  /** Back to the form, to change the address (the key goes with it). */
  const reset = () => setState({ status: 'idle', error: null });
  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'done',
    isError: state.status === 'error',
    error: state.error,
  };
}

import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { refreshPublicPayment } from '../../../lib/public-payment';

/** Only served when the server runs against the local test chain (config.localChain). */
export function payWithTestWallet(id: string): Promise<{ signature: string }> {
  return api<{ signature: string }>(`/api/payments/${encodeURIComponent(id)}/test-pay`, { method: 'POST' });
}

/** The test-wallet button's action; `mutate(undefined, { onError })` like the rest of the app's mutations. */
export function usePayWithTestWallet(id: string) {
  const [isPending, setIsPending] = useState(false);
  const mutate = (_variables: undefined, options: { onError?: (error: unknown) => void } = {}) => {
    setIsPending(true);
    payWithTestWallet(id)
      .then(() => refreshPublicPayment(id), options.onError)
      .finally(() => setIsPending(false));
  };
  return { isPending, mutate };
}

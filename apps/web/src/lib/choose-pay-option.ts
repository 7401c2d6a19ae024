import { useState } from 'react';
import type { PayOption, PublicPayment } from '@paylink/shared';
import { api, errorMessage } from './api-client';
import { refreshPublicPayment } from './public-payment';

/** The customer's choice among the link's pay options: the chosen option's own quote and payment request. */
export function choosePayOption(id: string, option: PayOption): Promise<PublicPayment> {
  return api<PublicPayment>(`/api/payments/${encodeURIComponent(id)}/pay-option`, { method: 'POST', body: option });
}

/** Choosing a pay option: `isPending` while the server quotes it, `error` in plain words when it refused or failed. */
export function useChoosePayOption(id: string) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutate = (option: PayOption, options: { onSuccess?: () => void } = {}) => {
    setIsPending(true);
    setError(null);
    choosePayOption(id, option)
      .then(
        () => options.onSuccess?.(),
        (err: unknown) => setError(errorMessage(err, 'This option could not be chosen. Please try again.')),
      )
      .finally(() => {
        setIsPending(false);
        refreshPublicPayment(id);
      });
  };
  return { isPending, error, mutate };
}

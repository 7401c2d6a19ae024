import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicPayment } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { refreshPublicPayment } from './get-public-payment';

export function renewQuote(id: string, payCurrency?: string): Promise<PublicPayment> {
  return api<PublicPayment>(`/api/payments/${encodeURIComponent(id)}/quote`, { method: 'POST', body: payCurrency ? { payCurrency } : {} });
}

/** Whether the quote can still move: a fiat-priced link that is open and has received nothing (after that it is fixed). */
export function quoteIsOpen(payment: PublicPayment): boolean {
  return payment.quote !== null && payment.status === 'PENDING' && /^0*(\.0*)?$/.test(payment.amountReceived);
}

/**
 * The quote of a fiat-priced link: renewed once when its countdown ends (if nothing has arrived) and when the
 * customer picks another token. `failed` is set while no current price can be had (the server's 503).
 */
export function useQuote(payment: PublicPayment, now: number) {
  const [isRenewing, setIsRenewing] = useState(false);
  const [failed, setFailed] = useState(false);
  const renewedFor = useRef<string | null>(null);

  const renew = useCallback(
    (payCurrency?: string) => {
      setIsRenewing(true);
      renewQuote(payment.id, payCurrency)
        .then(
          () => setFailed(false),
          () => setFailed(true),
        )
        .finally(() => {
          setIsRenewing(false);
          refreshPublicPayment(payment.id);
        });
    },
    [payment.id],
  );

  const expiresAt = payment.quote?.expiresAt ?? null;
  const ended = expiresAt !== null && new Date(expiresAt).getTime() <= now;
  useEffect(() => {
    if (!ended || !expiresAt || !quoteIsOpen(payment) || renewedFor.current === expiresAt) return;
    renewedFor.current = expiresAt;
    renew();
  }, [ended, expiresAt, payment, renew]);

  return { isRenewing, failed, ended, renew };
}

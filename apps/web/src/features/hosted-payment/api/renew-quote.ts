import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicPayment } from '@paylink/shared';
import { api, ApiError, errorMessage } from '../../../lib/api-client';
import { refreshPublicPayment } from '../../../lib/public-payment';

export function renewQuote(id: string, payCurrency?: string): Promise<PublicPayment> {
  return api<PublicPayment>(`/api/payments/${encodeURIComponent(id)}/quote`, {
    method: 'POST',
    body: payCurrency ? { payCurrency } : {},
  });
}

/** Whether the link has a quote that can still move: a fiat-priced link that is open (its rest is re-quoted once the quote ended). */
export function quoteIsOpen(payment: PublicPayment): boolean {
  return payment.quote !== null && payment.status === 'PENDING';
}

/** Whether the customer may still pick another token: nothing has arrived yet (after that the token is fixed). */
export function tokenIsOpen(payment: PublicPayment): boolean {
  return quoteIsOpen(payment) && /^0*(\.0*)?$/.test(payment.amountReceived);
}

/**
 * The quote of a fiat-priced link: renewed once when its countdown ends and when the customer picks another token.
 * `failed` is set while no current price can be had (the server's 503); `refusal` says in plain words why another
 * refusal (a 409: the token is fixed once money arrived, or the link is no longer open) changed nothing.
 */
export function useQuote(payment: PublicPayment, now: number) {
  const [isRenewing, setIsRenewing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const renewedFor = useRef<string | null>(null);

  const renew = useCallback(
    (payCurrency?: string) => {
      setIsRenewing(true);
      renewQuote(payment.id, payCurrency)
        .then(
          () => {
            setFailed(false);
            setRefusal(null);
          },
          (err: unknown) => {
            const unavailable = err instanceof ApiError && err.status === 503;
            setFailed(unavailable);
            setRefusal(unavailable ? null : errorMessage(err, 'The price could not be renewed.'));
          },
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

  return { isRenewing, failed, refusal, ended, renew };
}

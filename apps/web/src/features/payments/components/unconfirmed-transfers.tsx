import type { PaymentDetail } from '@paylink/shared';

/** Transfers seen on chain or in the mempool that are not final yet (Bitcoin): listed with their confirmations, never counted. */
export function UnconfirmedTransfers({
  transfers,
  currency,
}: {
  transfers: PaymentDetail['unconfirmedTransfers'];
  currency: string;
}) {
  if (transfers.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 rounded-lg bg-blue-50 p-3 text-sm text-blue-800" data-testid="payment-unconfirmed">
      {transfers.map((t) => (
        <li key={t.signature} className="flex flex-wrap justify-between gap-2">
          <span>
            Seen, not confirmed yet: {t.amount} {currency}
          </span>
          <span className="font-mono text-xs" title={t.signature}>
            {t.confirmations} {t.confirmations === 1 ? 'confirmation' : 'confirmations'} · {t.signature.slice(0, 6)}…
            {t.signature.slice(-6)}
          </span>
        </li>
      ))}
    </ul>
  );
}

import type { Payment } from '@paylink/shared';

/**
 * A link paid from an address on the screening list: flagged for the merchant's review. Nothing was refunded or held
 * (Paylink holds no money): the merchant decides what to do with it.
 */
export function ScreeningFlag({ flag }: { flag: Payment['screeningFlag'] }) {
  if (!flag) return null;
  return (
    <div className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="payment-screening-flag">
      <p className="font-medium">Flagged: the sender is on the screening list</p>
      <p className="mt-1 break-all">
        {flag.sender}, seen {new Date(flag.flaggedAt).toLocaleString('en-US')}. Nothing is refunded automatically:
        review it and decide.
      </p>
    </div>
  );
}

import type { PublicPayment } from '@paylink/shared';

/**
 * A token-priced link's value in dollars under its amount ("≈ $25.00"), as the server priced it from a fresh price; the
 * server gives none when it has no fresh price, and then nothing is shown (never a wrong number).
 */
export function FiatEquivalent({ payment }: { payment: PublicPayment }) {
  const fiat = payment.fiatEquivalent;
  if (payment.quote || !fiat) return null;
  return (
    <p className="text-sm text-gray-600" data-testid="hosted-fiat-equivalent">
      ≈ ${fiat.amount}
    </p>
  );
}

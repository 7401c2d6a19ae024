import type { PublicPayment } from '@paylink/shared';
import { CopyButton } from '../../../components/ui/copy-button';

/**
 * For wallets that cannot scan or open the payment request (a phone with no wallet app, an exchange, a wallet used by hand):
 * the address and the exact amount, each with Copy. The amount is what is left to pay (on a shared address, the
 * link's unique amount: send exactly that). Where the amount is what finds the link (`sendExactly`, from the network's
 * profile), the page says so; where a reference names it (Solana), that a transfer made by hand waits for the merchant.
 */
export function PayToAddress({
  payment,
  sendExactly,
  matchBy,
}: {
  payment: PublicPayment;
  sendExactly: boolean;
  matchBy: 'reference' | 'amount';
}) {
  return (
    <div className="mt-4 space-y-2 rounded-lg bg-gray-50 p-3 text-left text-sm" data-testid="pay-to-address">
      <dl className="space-y-2">
        <div>
          <dt className="text-xs font-medium text-gray-500">Send exactly</dt>
          <dd className="flex items-center justify-between gap-2">
            <span className="font-mono text-gray-900" data-testid="pay-to-amount">
              {payment.amountRemaining} {payment.payCurrency}
            </span>
            <CopyButton value={payment.amountRemaining} thing="Amount" testId="copy-amount" />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-gray-500">To this address</dt>
          <dd className="flex items-center justify-between gap-2">
            <span className="break-all font-mono text-gray-900" data-testid="pay-to-recipient">
              {payment.recipientAddress}
            </span>
            <CopyButton value={payment.recipientAddress} thing="Address" testId="copy-address" />
          </dd>
        </div>
      </dl>
      {matchBy === 'reference' && (
        <p className="rounded-md bg-gray-100 p-2 text-xs text-gray-700" role="note" data-testid="by-hand-note">
          Paying by hand? Send exactly this amount in {payment.payCurrency}. The QR code and Open Wallet App confirm
          your payment at once; a transfer made by hand is confirmed by the merchant.
        </p>
      )}
      {sendExactly && (
        <p
          className="rounded-md bg-yellow-50 p-2 text-xs text-yellow-900"
          role="note"
          data-testid="exact-amount-warning"
        >
          Send exactly {payment.amountRemaining} {payment.payCurrency}, down to the last digit: a different amount will
          not be matched to this payment automatically.
        </p>
      )}
    </div>
  );
}

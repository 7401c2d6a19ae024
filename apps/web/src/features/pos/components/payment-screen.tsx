import { compareDecimal, type PayOption, type PublicPayment } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { QrImage } from '../../../components/ui/qr-image';
import { useAppConfig } from '../../../lib/app-config';
import { useChoosePayOption } from '../../../lib/choose-pay-option';
import { networkProfile } from '../../../lib/network-profiles';

/** "Seen, confirming" once money was seen arriving (not final yet, or final but waiting for finality). */
export function saleSeen(p: PublicPayment): boolean {
  return (
    p.status === 'PENDING' &&
    (p.finality === 'confirmed' ||
      compareDecimal(p.amountUnconfirmed, '0') > 0 ||
      compareDecimal(p.amountReceived, '0') > 0)
  );
}

const optionKey = (o: PayOption) => `${o.network}-${o.currency}`.toLowerCase();

export interface PaymentScreenProps {
  payment: PublicPayment;
  reconnecting: boolean;
  onNewSale: () => void;
}

/**
 * The customer's side of the counter: the amount and a full-screen QR (on Solana the transaction request, so USDC
 * without SOL pays; elsewhere the rail's payment request), a switch among the shop's pay options, and the live status.
 */
export function PaymentScreen({ payment, reconnecting, onNewSale }: PaymentScreenProps) {
  const config = useAppConfig().data;
  const choose = useChoosePayOption(payment.id);
  const qr = payment.transactionRequestQrCodeData ?? payment.qrCodeData;
  const networkName = (network: string) => networkProfile(config, network)?.name ?? network;
  const ended = payment.status === 'EXPIRED' || payment.status === 'FAILED';
  const fiatPriced = payment.currency !== payment.payCurrency;

  return (
    <section
      aria-labelledby="pos-pay-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 text-center"
      data-testid="pos-payment"
    >
      <h2 id="pos-pay-title" className="text-4xl font-bold tabular-nums text-gray-900" data-testid="pos-payment-amount">
        {payment.amount} {payment.currency}
      </h2>
      {fiatPriced && (
        <p className="text-lg text-gray-700">
          {payment.payAmount} {payment.payCurrency} on {networkName(payment.network)}
        </p>
      )}
      {payment.message && <p className="text-gray-700">{payment.message}</p>}
      {reconnecting && (
        <p
          role="status"
          className="w-full rounded-lg bg-amber-100 px-4 py-2 font-medium text-amber-900"
          data-testid="pos-reconnecting"
        >
          Reconnecting…
        </p>
      )}
      {ended ? (
        <p role="alert" className="text-xl font-semibold text-red-700" data-testid="pos-status">
          This sale {payment.status === 'EXPIRED' ? 'expired' : 'failed'}. Start a new sale.
        </p>
      ) : (
        <>
          <QrImage
            src={qr}
            alt={`QR code to pay ${payment.payAmount} ${payment.payCurrency}`}
            className="w-full max-w-[min(80vw,60vh)]"
          />
          <p role="status" aria-live="polite" className="text-2xl font-semibold text-gray-900" data-testid="pos-status">
            {saleSeen(payment) ? 'Seen, confirming' : 'Waiting'}
          </p>
        </>
      )}
      {!ended && (payment.payOptions?.length ?? 0) > 1 && (
        <div className="flex flex-wrap justify-center gap-2" role="group" aria-label="Network and token">
          {payment.payOptions!.map((option) => {
            const current = option.network === payment.network && option.currency === payment.payCurrency;
            return (
              <Button
                key={optionKey(option)}
                size="sm"
                variant={current ? 'primary' : 'outline'}
                aria-pressed={current}
                disabled={choose.isPending || saleSeen(payment)}
                onClick={() => choose.mutate(option)}
                data-testid={`pos-option-${optionKey(option)}`}
              >
                {option.currency} on {networkName(option.network)}
              </Button>
            );
          })}
        </div>
      )}
      {choose.error && (
        <p role="alert" className="text-sm text-red-700">
          {choose.error}
        </p>
      )}
      <Button variant="outline" onClick={onNewSale} data-testid="pos-new-sale">
        New sale
      </Button>
    </section>
  );
}

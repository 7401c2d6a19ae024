import { toast } from 'sonner';
import type { PaymentDetail, Refund } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useAcceptMisdirectedPayment } from '../api/accept-misdirected-payment';
import { useRefundMisdirectedPayment } from '../api/refund-misdirected-payment';

const REFUND_PREPARED = 'Refund prepared: pay it from your wallet on the network it arrived on.';
const STATUS_TEXT = { open: 'Not counted', accepted: 'Accepted', refunded: 'Refunded' } as const;

/**
 * Payments of this link's exact amount sent on another network: what arrived where (the server's words), the caution
 * when the merchant's address is a contract wallet, and, while open, Accept (it then counts toward the link) or Refund
 * (a refund to its sender on the network it arrived on, paid from the merchant's wallet under Refunds).
 */
export function MisdirectedPayments({
  paymentId,
  misdirected,
  onOpenRefund,
}: {
  paymentId: string;
  misdirected: PaymentDetail['misdirected'];
  /** Shows its refund to pay (QR, wallet, offline the test wallet): once prepared, and again while it waits. */
  onOpenRefund: (refund: Refund) => void;
}) {
  const gate = useActionGate('refunds:create');
  const accept = useAcceptMisdirectedPayment(paymentId);
  const refund = useRefundMisdirectedPayment(paymentId);
  // Preparing again returns the refund already prepared: the same call opens it.
  const openRefund = (id: string, prepared?: string) =>
    refund.mutate(id, {
      onSuccess: (r) => {
        if (prepared) toast.success(prepared);
        onOpenRefund(r);
      },
      onError: (err) => toast.error(errorMessage(err, 'Could not prepare the refund.')),
    });
  if (misdirected.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="payment-misdirected">
      {misdirected.map((m) => (
        <li key={m.id} className="space-y-1" data-testid="misdirected-payment" data-status={m.status}>
          <p>{m.message}</p>
          {m.caution && <p className="font-semibold">{m.caution}</p>}
          <p className="font-mono text-xs" title={m.signature}>
            {STATUS_TEXT[m.status]} · from {m.payer ?? 'an unknown wallet'} · {m.signature.slice(0, 6)}…
            {m.signature.slice(-6)}
          </p>
          {m.status === 'open' && m.refundId === null && (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                isLoading={accept.isPending && accept.variables === m.id}
                disabledReason={gate.reason}
                onClick={() =>
                  accept.mutate(m.id, {
                    onSuccess: () => toast.success('Accepted: it counts toward this link.'),
                    onError: (err) => toast.error(errorMessage(err, 'Could not accept this payment.')),
                  })
                }
                data-testid="accept-misdirected"
              >
                Accept toward this link
              </Button>
              <Button
                size="sm"
                variant="outline"
                isLoading={refund.isPending && refund.variables === m.id}
                disabledReason={gate.reason}
                onClick={() => openRefund(m.id, REFUND_PREPARED)}
                data-testid="refund-misdirected"
              >
                Refund to sender
              </Button>
            </div>
          )}
          {m.status === 'open' && m.refundId !== null && (
            <div className="flex flex-wrap items-center gap-2">
              <p data-testid="misdirected-refund-prepared">{REFUND_PREPARED}</p>
              <Button
                size="sm"
                variant="outline"
                isLoading={refund.isPending && refund.variables === m.id}
                disabledReason={gate.reason}
                onClick={() => openRefund(m.id)}
                data-testid="pay-misdirected-refund"
              >
                Pay the refund
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useOpenMisdirectedPayments } from '../api/get-misdirected-payments';
import { useRefundMisdirectedPayment } from '../api/refund-misdirected-payment';

const REFUND_PREPARED = 'Refund prepared: pay it from your wallet on the network it arrived on.';
/** The link's page, with the refund open to pay (QR, wallet, offline the test wallet). */
const refundPage = (paymentId: string, refundId: string) =>
  `/payments/${encodeURIComponent(paymentId)}?refund=${encodeURIComponent(refundId)}`;

/**
 * Payments of a link's exact amount sent on another network, as the inbox lists them: what arrived where (the
 * server's words), the contract-wallet caution, the link's page, where the merchant accepts it, and Refund (to its
 * sender, on the network it arrived on: the link's page then opens the refund to pay).
 */
export function MisdirectedPaymentsCard() {
  const { data, isError } = useOpenMisdirectedPayments();
  const gate = useActionGate('refunds:create');
  const refund = useRefundMisdirectedPayment();
  const navigate = useNavigate();
  if (isError)
    return (
      <p className="text-sm text-red-700" data-testid="misdirected-error">
        Failed to load payments sent on the wrong network.
      </p>
    );
  if (!data || data.transfers.length === 0) return null;
  return (
    <section
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="inbox-misdirected"
    >
      <h2 className="text-base font-semibold">Sent on the wrong network</h2>
      <ul className="mt-2 space-y-2">
        {data.transfers.map((m) => (
          <li key={m.id} data-testid="inbox-misdirected-payment">
            <p>{m.message}</p>
            {m.caution && <p className="font-semibold">{m.caution}</p>}
            <Link to={`/payments/${m.paymentId}`} className="font-medium text-indigo-700 hover:underline">
              Open the link to accept it
            </Link>
            {!m.refundId ? (
              <Button
                size="sm"
                variant="outline"
                className="ml-3"
                isLoading={refund.isPending && refund.variables === m.id}
                disabledReason={gate.reason}
                onClick={() =>
                  refund.mutate(m.id, {
                    onSuccess: (prepared) => {
                      toast.success(REFUND_PREPARED);
                      navigate(refundPage(m.paymentId, prepared.id));
                    },
                    onError: (err) => toast.error(errorMessage(err, 'Could not prepare the refund.')),
                  })
                }
                data-testid="inbox-refund-misdirected"
              >
                Refund to sender
              </Button>
            ) : (
              <p data-testid="inbox-misdirected-refund-prepared">
                {REFUND_PREPARED}{' '}
                <Link
                  to={refundPage(m.paymentId, m.refundId)}
                  className="font-medium text-indigo-700 hover:underline"
                  data-testid="inbox-pay-misdirected-refund"
                >
                  Pay the refund
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

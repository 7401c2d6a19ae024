import { Link } from 'react-router';
import { useOpenMisdirectedPayments } from '../api/get-misdirected-payments';

/**
 * Payments of a link's exact amount sent on another network, as the inbox lists them: what arrived where (the
 * server's words), the contract-wallet caution, and the link's page, where the merchant accepts it.
 */
export function MisdirectedPaymentsCard() {
  const { data, isError } = useOpenMisdirectedPayments();
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
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePayoutWalletBalance } from '../api/payouts';
import { networkName } from './payout-status';
import { shortfall, type PayoutTotal } from './payout-totals';

interface WalletBalanceProps {
  network: string;
  /** The batch's totals per token (those still to be quoted are not compared). */
  totals: (PayoutTotal & { quoted: boolean })[];
}

/** The saved wallet's balance on the batch's network, read from the chain, with a warning per token it lacks. */
export function WalletBalance({ network, totals }: WalletBalanceProps) {
  const balance = usePayoutWalletBalance(network);
  const wallet = balance.data;
  return (
    <div data-testid="payout-batch-balance">
      <h3 className="text-sm font-medium text-gray-700">Wallet balance</h3>
      {balance.isPending ? (
        <Spinner label="Reading the wallet's balance..." className="py-2" />
      ) : balance.isError ? (
        <p className="text-sm text-gray-700">
          {errorMessage(balance.error, 'The wallet’s balance could not be read')}: check it in your wallet before
          signing.
        </p>
      ) : !wallet?.address ? (
        <p className="text-sm text-gray-700">
          Save your {networkName(network)} wallet in Settings to see its balance beside the totals.
        </p>
      ) : (
        <>
          <p className="break-all font-mono text-xs text-gray-600">{wallet.address}</p>
          <ul className="mt-1 text-sm text-gray-900">
            {totals
              .filter((t) => !t.quoted)
              .map((t) => {
                const held = wallet.balances.find((b) => b.currency === t.currency)?.amount ?? '0';
                const missing = shortfall(t.amount, held);
                return (
                  <li key={t.currency} data-testid="payout-batch-held">
                    {held} {t.currency} held
                    {missing && (
                      <span className="font-medium text-red-700" data-testid="payout-batch-short">
                        {' '}
                        · short by {missing} {t.currency}: this wallet holds less than the batch pays
                      </span>
                    )}
                  </li>
                );
              })}
          </ul>
        </>
      )}
    </div>
  );
}

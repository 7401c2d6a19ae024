import { useBitcoinAddressGap } from '../api/bitcoin-address-gap';

/** Warns when the account key's unused addresses in a row reach the gap limit: light wallets stop looking there. */
export function BitcoinGapWarning({ accountKey }: { accountKey: string | null }) {
  const gap = useBitcoinAddressGap(accountKey !== null);
  if (accountKey === null || gap.isPending) return null;
  if (gap.isError) {
    return (
      <p className="text-xs text-gray-500" data-testid="bitcoin-gap-error">
        Could not check how many of your Bitcoin addresses are unused.
      </p>
    );
  }
  if (!gap.data.overGapLimit) return null;
  return (
    <p className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-800" role="alert" data-testid="bitcoin-gap-warning">
      {gap.data.unusedInARow} addresses in a row from your account key were given to links that received nothing. Many
      wallets stop looking after {gap.data.gapLimit} unused addresses: raise your wallet&apos;s gap limit (or rescan) so
      it finds payments made after them.
    </p>
  );
}

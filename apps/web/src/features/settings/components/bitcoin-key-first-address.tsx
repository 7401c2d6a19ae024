import { useBitcoinAddressGap } from '../api/bitcoin-address-gap';

/**
 * The saved account key's first address, for the merchant to compare with the one their wallet shows (a key that is
 * not theirs would send their payments elsewhere), and which of key and address new Bitcoin links pay.
 */
export function BitcoinKeyFirstAddress({ accountKey }: { accountKey: string | null }) {
  const key = useBitcoinAddressGap(accountKey !== null);
  if (accountKey === null || !key.data?.firstAddress) return null;
  return (
    <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700" data-testid="bitcoin-key-first-address">
      First address of your saved account key: <span className="break-all font-mono">{key.data.firstAddress}</span>.
      Check that your wallet shows the same first receive address. New Bitcoin links pay fresh addresses of this key,
      not the Bitcoin Wallet Address.
    </p>
  );
}

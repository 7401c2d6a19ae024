import { useConfirmWalletChange } from '../api/confirm-wallet-change';
import { ConfirmByLinkPage } from './confirm-by-link-page';

/** Opened from the email that confirms a payout-address change of an account without a password. */
export function ConfirmWalletChangePage() {
  return (
    <ConfirmByLinkPage
      title="Payout Address Change"
      confirmation={useConfirmWalletChange()}
      pendingLabel="Confirming your new payout address..."
      confirmed={(data) => (
        <>
          <p className="font-medium text-gray-900">Your new payout address is saved.</p>
          <p className="text-sm text-gray-600">
            Payments you receive from now on go to {data.user.walletAddress ?? 'your new addresses'}.
          </p>
        </>
      )}
      unchanged="Your payout addresses are unchanged. You can request the change again in Settings."
      settingsTab="wallet"
      testIdPrefix="wallet-change"
    />
  );
}

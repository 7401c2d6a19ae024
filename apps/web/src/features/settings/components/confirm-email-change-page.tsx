import { useConfirmEmailChange } from '../api/change-email';
import { ConfirmByLinkPage } from './confirm-by-link-page';

/** Opened from the link sent to a new sign-in address. */
export function ConfirmEmailChangePage() {
  return (
    <ConfirmByLinkPage
      title="Email Address Change"
      confirmation={useConfirmEmailChange()}
      pendingLabel="Confirming your new email address..."
      confirmed={(data) => (
        <>
          <p className="font-medium text-gray-900">Your email address is changed.</p>
          <p className="text-sm text-gray-600">From now on you sign in with {data.email}.</p>
        </>
      )}
      unchanged="Your email address is unchanged. You can ask for the change again in Settings."
      settingsTab="account"
      testIdPrefix="email-change"
    />
  );
}

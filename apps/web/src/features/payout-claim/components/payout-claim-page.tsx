import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { PublicPayoutClaim } from '@paylink/shared';
import { Card } from '../../../components/ui/card';
import { ClaimAddressFields } from '../../../components/ui/claim-address-fields';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAnswerPayoutClaim, usePublicPayoutClaim } from '../api/payout-claim';

const selectClass =
  'block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500';

/** The recipient picks one of the networks the sender allows and gives an address; the server checks it for that network. */
function AddressForm({ token, claim }: { token: string; claim: PublicPayoutClaim }) {
  const answer = useAnswerPayoutClaim(token);
  const [network, setNetwork] = useState(claim.networks[0]?.network ?? '');
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const value = address.trim();
  const problem = value === '' ? 'Enter your address' : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!problem) answer.mutate({ network, address: value });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="payout-claim-form">
      <div>
        <label htmlFor="payout-claim-network" className="mb-1 block text-sm font-medium text-gray-700">
          Network
        </label>
        <select
          id="payout-claim-network"
          className={selectClass}
          value={network}
          onChange={(e) => setNetwork(e.target.value)}
          data-testid="payout-claim-network"
        >
          {claim.networks.map((n) => (
            <option key={n.network} value={n.network}>
              {n.name}
            </option>
          ))}
        </select>
      </div>
      <ClaimAddressFields
        label="Your wallet address"
        address={address}
        onAddressChange={setAddress}
        problem={touched ? (problem ?? undefined) : undefined}
        receives="a payment"
        answer={answer}
        testIdPrefix="payout-claim"
      />
    </form>
  );
}

/** Public: the recipient of a payout gives the network and address it is paid to (the amount is the sender's). */
export function PayoutClaimPage() {
  const { token = '' } = useParams();
  const claim = usePublicPayoutClaim(token);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
      <p className="mb-6 text-2xl font-bold text-indigo-600">Paylink</p>
      <Card className="w-full max-w-md p-8">
        <h1 className="text-center text-2xl font-semibold text-gray-900">Claim your payout</h1>
        <div className="mt-6">
          {claim.isPending ? (
            <Spinner label="Loading payout..." data-testid="payout-claim-loading" />
          ) : claim.isError ? (
            <ErrorState
              variant="block"
              message={errorMessage(claim.error, 'Failed to load this payout')}
              onRetry={() => void claim.refetch()}
              data-testid="payout-claim-load-error"
            />
          ) : (
            <div className="space-y-6">
              <div className="text-center">
                <p className="text-sm text-gray-600">
                  {claim.data.merchant ? `From ${claim.data.merchant} to ${claim.data.name}` : `For ${claim.data.name}`}
                </p>
                <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="payout-claim-amount">
                  {claim.data.amount} {claim.data.currency}
                </p>
              </div>
              {claim.data.answered ? (
                <div className="space-y-2 text-sm text-gray-700" data-testid="payout-claim-answered">
                  <p>Your address is recorded. The sender will pay it to:</p>
                  <p className="break-all font-mono text-xs text-gray-900" data-testid="payout-claim-answered-address">
                    {claim.data.address}
                  </p>
                </div>
              ) : claim.data.expired ? (
                <div role="status" className="space-y-2 text-sm text-gray-700" data-testid="payout-claim-expired">
                  <p className="font-medium text-gray-900">This payout link has expired.</p>
                  <p>
                    Ask {claim.data.merchant ?? 'the sender'} for a new link: it will be sent to you or shared like this
                    one.
                  </p>
                </div>
              ) : (
                <AddressForm token={token} claim={claim.data} />
              )}
            </div>
          )}
        </div>
      </Card>
    </main>
  );
}

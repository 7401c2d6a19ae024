import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { isBitcoinAddressOn, MSG, type PublicRefundClaim } from '@paylink/shared';
import { Card } from '../../../components/ui/card';
import { ClaimAddressFields } from '../../../components/ui/claim-address-fields';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAnswerRefundClaim, usePublicRefundClaim } from '../api/refund-claim';

function AddressForm({ token, claim }: { token: string; claim: PublicRefundClaim }) {
  const answer = useAnswerRefundClaim(token);
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const value = address.trim();
  const problem = isBitcoinAddressOn(value, claim.bitcoinNetwork) ? null : MSG.invalidBitcoin;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!problem) answer.mutate(value);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="refund-claim-form">
      <ClaimAddressFields
        label="Your Bitcoin address"
        address={address}
        onAddressChange={setAddress}
        problem={touched ? (problem ?? undefined) : undefined}
        receives="a refund"
        answer={answer}
        testIdPrefix="refund-claim"
      />
    </form>
  );
}

function ClaimBody({ token, claim }: { token: string; claim: PublicRefundClaim }) {
  if (claim.status === 'ANSWERED') {
    return (
      <div className="space-y-2 text-sm text-gray-700" data-testid="refund-claim-answered">
        <p>Your address is recorded. The merchant will send the refund to:</p>
        <p className="break-all font-mono text-xs text-gray-900" data-testid="refund-claim-answered-address">
          {claim.address}
        </p>
      </div>
    );
  }
  if (claim.status === 'EXPIRED') {
    return (
      <p className="text-sm text-gray-700" data-testid="refund-claim-expired">
        This refund link has expired. Ask the merchant for a new one.
      </p>
    );
  }
  return <AddressForm token={token} claim={claim} />;
}

/** Public: the customer of a Bitcoin link gives the address their refund goes to (the amount is the merchant's). */
export function RefundClaimPage() {
  const { token = '' } = useParams();
  const claim = usePublicRefundClaim(token);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
      <p className="mb-6 text-2xl font-bold text-indigo-600">Paylink</p>
      <Card className="w-full max-w-md p-8">
        <h1 className="text-center text-2xl font-semibold text-gray-900">Claim your refund</h1>
        <div className="mt-6">
          {claim.isPending ? (
            <Spinner label="Loading refund..." data-testid="refund-claim-loading" />
          ) : claim.isError ? (
            <ErrorState
              variant="block"
              message={errorMessage(claim.error, 'Failed to load this refund')}
              onRetry={() => void claim.refetch()}
              data-testid="refund-claim-load-error"
            />
          ) : (
            <div className="space-y-6">
              <div className="text-center">
                <p className="text-sm text-gray-600">{claim.data.label}</p>
                <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="refund-claim-amount">
                  {claim.data.amount} {claim.data.currency}
                </p>
              </div>
              <ClaimBody token={token} claim={claim.data} />
            </div>
          )}
        </div>
      </Card>
    </main>
  );
}

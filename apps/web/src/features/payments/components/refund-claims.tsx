import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RefundClaim, RefundClaimStatus } from '@paylink/shared';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { paymentKeys } from '../api/query-keys';
import { useCreateRefundClaim, useRefundClaims } from '../api/refund-claims';

const STATUS_TONE: Record<RefundClaimStatus, BadgeProps['tone']> = {
  OPEN: 'yellow',
  ANSWERED: 'green',
  EXPIRED: 'gray',
};

function ClaimRow({ claim }: { claim: RefundClaim }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
      data-testid="refund-claim"
      data-status={claim.status}
    >
      <span className="font-medium text-gray-900">
        {claim.amount} {claim.currency}
      </span>
      <span className="min-w-0 flex-1 break-all font-mono text-xs text-gray-600" data-testid="refund-claim-address">
        {claim.address ??
          (claim.status === 'OPEN'
            ? `Waiting for the customer's address (until ${new Date(claim.expiresAt).toLocaleString('en-US')})`
            : '—')}
      </span>
      <Badge tone={STATUS_TONE[claim.status]} data-testid="refund-claim-status">
        {claim.status}
      </Badge>
    </li>
  );
}

export interface RefundClaimsProps {
  paymentId: string;
  /** What is owed back now: the amount a new claim proposes. */
  owed: string;
  /** A new claim may be made (something may still be refunded). */
  canCreate: boolean;
}

/**
 * Bitcoin links: claim links the merchant sends the customer, who answers with the address to refund (Bitcoin
 * inputs do not say where to pay back). An answer prepares a refund, listed under Refunds for the merchant to pay.
 */
export function RefundClaims({ paymentId, owed, canCreate }: RefundClaimsProps) {
  const queryClient = useQueryClient();
  const claims = useRefundClaims(paymentId);
  const create = useCreateRefundClaim(paymentId);
  const [amount, setAmount] = useState(owed === '0' ? '' : owed);
  const answered = claims.data?.filter((c) => c.status === 'ANSWERED').length ?? 0;
  // An answer prepared a refund: the link's refunds are read again.
  useEffect(() => {
    if (answered > 0) void queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId), exact: true });
  }, [answered, paymentId, queryClient]);

  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate(amount.trim() ? { amount: amount.trim() } : {});
  }

  return (
    <section className="rounded-lg border border-gray-200 bg-white p-6" data-testid="refund-claims">
      <h2 className="text-lg font-semibold text-gray-900">Refund claim links</h2>
      <p className="mt-1 text-sm text-gray-500">
        Send your customer a link where they enter the Bitcoin address to refund to. You then pay the refund from your
        wallet.
      </p>
      {canCreate && (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-3">
          <Input
            label="Amount (BTC)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="refund-claim-amount"
          />
          <Button type="submit" isLoading={create.isPending} data-testid="refund-claim-create">
            Create claim link
          </Button>
        </form>
      )}
      {create.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700" data-testid="refund-claim-error">
          {errorMessage(create.error, 'Failed to create the claim link')}
        </p>
      )}
      {create.data && (
        <div className="mt-3 rounded-md bg-indigo-50 p-3 text-sm">
          <p className="font-medium text-indigo-900">Send this link to your customer (it is shown only now):</p>
          <div className="mt-2 flex items-center gap-2">
            <code className="min-w-0 flex-1 break-all font-mono text-xs" data-testid="refund-claim-url">
              {create.data.url}
            </code>
            <CopyButton value={create.data.url} thing="Claim link" testId="copy-refund-claim-url" />
          </div>
        </div>
      )}
      {claims.isPending ? (
        <p className="mt-3 text-sm text-gray-500" data-testid="refund-claims-loading">
          Loading claim links...
        </p>
      ) : claims.isError ? (
        <ErrorState
          className="mt-3"
          message={errorMessage(claims.error, 'Failed to load the claim links')}
          onRetry={() => void claims.refetch()}
          data-testid="refund-claims-error"
        />
      ) : claims.data.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500" data-testid="refund-claims-empty">
          No claim link has been created for this link.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {claims.data.map((c) => (
            <ClaimRow key={c.id} claim={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

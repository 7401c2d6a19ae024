import { useState, type FormEvent } from 'react';
import {
  ADDRESS_FORMATS,
  amountTextSchema,
  compareDecimal,
  parseAmount,
  type AddressFormat,
  REFUND_PAYER_UNKNOWN,
  REFUND_PAYERS_DIFFER,
  REFUND_REASON_MAX,
  type ProposedRefund,
  type Refund,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSupportedTokens } from '../api/get-supported-tokens';
import { useAppConfig } from '../../../lib/app-config';
import { networkProfile } from '../../../lib/network-profiles';
import { usePrepareRefund, type PrepareRefundBody } from '../api/prepare-refund';
import { RefundDestination, type DestinationAsked } from './refund-destination';

/**
 * The server's 400 asking for an address: it cannot tell who paid (its details name the field `to`), or the amount
 * typed draws on transfers from more than one wallet.
 */
function destinationAsked(error: unknown): DestinationAsked | null {
  if (!(error instanceof ApiError)) return null;
  if ((error.body.details ?? []).some((d) => d.path === 'to' && d.msg === REFUND_PAYER_UNKNOWN)) return 'payer-unknown';
  return error.body.error === REFUND_PAYERS_DIFFER ? 'payers-differ' : null;
}

/** Stripe-style key: a retried submit replays the first answer. `crypto.randomUUID` needs a secure context, so not it. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Why `input` is not a refund amount, or null: the API's amount rules, then the token's decimals and the cap. */
function refundAmountError(input: string, refundable: string, decimals: number | undefined): string | null {
  const parsed = amountTextSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  if (decimals !== undefined) {
    const units = parseAmount(parsed.data, decimals);
    if (!units.ok) return units.reason;
  }
  if (compareDecimal(parsed.data, refundable) > 0) return `At most ${refundable} can be refunded`;
  return null;
}

/** Why `to` is not a refund destination, or null: the address rule of the network's profile (the server checks its chain). */
function destinationError(to: string, format: AddressFormat | undefined): string | null {
  const value = to.trim();
  if (value === '') return 'Enter the address to send the refund to';
  if (!format) return null;
  return ADDRESS_FORMATS[format].isAddress(value) ? null : ADDRESS_FORMATS[format].refundInvalid;
}

export interface RefundFormProps {
  paymentId: string;
  network: string;
  proposal: ProposedRefund;
  onPrepared: (refund: Refund) => void;
  onRefundTransfer?: (transferId: string) => void;
}

/** Amount (pre-filled with the server's proposal), destination and reason; prepares the refund. */
export function RefundForm({ paymentId, network, proposal, onPrepared, onRefundTransfer }: RefundFormProps) {
  const { currency } = proposal;
  const prepare = usePrepareRefund(paymentId);
  const tokens = useSupportedTokens();
  const { data: config } = useAppConfig();
  const decimals = tokens.data?.tokens[network]?.find((t) => t.symbol === currency)?.decimals;
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState(proposal.amount);
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [asked, setAsked] = useState<DestinationAsked | null>(null);
  const [touched, setTouched] = useState(false);
  const amountProblem = refundAmountError(amount, proposal.refundable, decimals);
  // No destination the server can pick (payer unknown, or several wallets): the merchant names one.
  const needsAddress = asked !== null || proposal.to === null;
  const destinationProblem = needsAddress ? destinationError(to, networkProfile(config, network)?.addressFormat) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (amountProblem || destinationProblem) return;
    const body: PrepareRefundBody = { amount: amount.trim() };
    if (proposal.transferId) body.transferId = proposal.transferId;
    if (needsAddress) body.to = to.trim();
    if (reason.trim()) body.reason = reason.trim();
    prepare.mutate(
      { body, idempotencyKey },
      {
        onSuccess: onPrepared,
        onError: (error) => {
          // An answered request spends its key (the server replays that answer); the next submit is a new request.
          if (error instanceof ApiError && error.status !== 409) setIdempotencyKey(newIdempotencyKey());
          const ask = destinationAsked(error);
          if (ask) setAsked(ask);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="refund-form">
      <Input
        label={`Amount (${currency})`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={touched ? (amountProblem ?? undefined) : undefined}
        hint={`Up to ${proposal.refundable} ${currency}`}
        data-testid="refund-amount"
      />
      <RefundDestination
        proposal={proposal}
        needsAddress={needsAddress}
        asked={asked}
        to={to}
        onToChange={setTo}
        error={touched ? (destinationProblem ?? undefined) : undefined}
        onRefundTransfer={onRefundTransfer}
      />
      <Input
        label="Reason (optional)"
        value={reason}
        maxLength={REFUND_REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
        data-testid="refund-reason"
      />
      {prepare.isError && !destinationAsked(prepare.error) && (
        <p role="alert" className="text-sm text-red-700" data-testid="refund-error">
          {errorMessage(prepare.error, 'Failed to prepare the refund')}
        </p>
      )}
      <Button type="submit" className="w-full" isLoading={prepare.isPending} data-testid="refund-prepare">
        Prepare refund
      </Button>
      <p className="text-xs text-gray-500">
        Nothing is sent yet: next you pay the refund from your own wallet, and we follow it on the blockchain.
      </p>
    </form>
  );
}

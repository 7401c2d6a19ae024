import { useState, type FormEvent } from 'react';
import {
  compareDecimal,
  isEthereumAddress,
  isEvmNetwork,
  isSolanaAddress,
  parseAmount,
  REFUND_PAYER_UNKNOWN,
  REFUND_LATE_WATCH_MS,
  REFUND_PAYERS_DIFFER,
  REFUND_REASON_MAX,
  type Refund,
} from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { QrImage } from '../../../components/ui/qr-image';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { txExplorer } from '../../../lib/tx-explorer';
import { useRefund } from '../api/get-refund';
import { usePrepareRefund, type PrepareRefundBody } from '../api/prepare-refund';
import { useSupportedTokens } from '../api/get-supported-tokens';
import { destinationPayers, type RefundDestination } from '../refund-offer';

/** What the Refund button was pressed for: one transfer, or the link as a whole. */
export interface RefundTarget {
  /** The transfer to pay back; absent for the whole link. */
  transferId?: string;
  /** The token to pay back: the one that arrived. */
  currency: string;
  /** Pre-filled amount: what is owed, or everything that arrived for a completed link. */
  amount: string;
  /** The most this refund may be: what arrived minus what was already refunded. */
  refundable: string;
  /** Who paid the transfer, where its refund goes by default (null for the whole link: see `destinations`). */
  payer: string | null;
  /** The server cannot tell who paid (a program made the transfer): the merchant enters the destination. */
  payerUnknown: boolean;
  /** The whole link: the transfers a refund of `amount` draws on, each with its payer and part (see linkRefundDestinations). */
  destinations?: (amount: string) => RefundDestination[];
}

export interface RefundModalProps {
  paymentId: string;
  network: string;
  /** What to prepare a refund for... */
  target: RefundTarget;
  /** ...or a refund already prepared and still PENDING, opened again from the link's refunds. */
  pending?: Refund;
  /** Switches to refunding one transfer (when the whole link was paid from more than one wallet). */
  onRefundTransfer?: (transferId: string) => void;
  onClose: () => void;
}

/** The server's 400 when it cannot tell who paid: its details name the field `to`. */
const asksForDestination = (error: unknown) => error instanceof ApiError && (error.body.details ?? []).some((d) => d.path === 'to' && d.msg === REFUND_PAYER_UNKNOWN);

/** Stripe-style key: a retried submit replays the first answer. `crypto.randomUUID` needs a secure context, so not it. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Why `input` is not a refund amount, or null: a plain decimal above 0, within the token's decimals and ≤ refundable. */
function refundAmountError(input: string, refundable: string, decimals: number | undefined): string | null {
  const amount = input.trim();
  if (amount === '') return 'Amount is required';
  if (!/^\d+(\.\d+)?$/.test(amount)) return 'Amount must be a plain decimal number such as 0.1';
  if (compareDecimal(amount, '0') <= 0) return 'Amount must be greater than 0';
  if (decimals !== undefined) {
    const parsed = parseAmount(amount, decimals);
    if (!parsed.ok) return parsed.reason;
  }
  if (compareDecimal(amount, refundable) > 0) return `At most ${refundable} can be refunded`;
  return null;
}

function destinationError(to: string, network: string): string | null {
  const value = to.trim();
  if (value === '') return 'Enter the address to send the refund to';
  const valid = isEvmNetwork(network) ? isEthereumAddress(value) : isSolanaAddress(value);
  return valid ? null : `Enter a valid ${isEvmNetwork(network) ? 'Ethereum' : 'Solana'} address`;
}

/**
 * The Refund modal: amount, destination and reason; then the refund to pay from the merchant's own wallet (QR,
 * Open Wallet App) and its live status until the watcher sees it paid (COMPLETED) or it lapses (EXPIRED).
 */
export function RefundModal({ paymentId, network, target, pending, onRefundTransfer, onClose }: RefundModalProps) {
  const [refund, setRefund] = useState<Refund | null>(pending ?? null);
  return (
    <Modal title={target.transferId ? 'Refund this transfer' : 'Refund this payment'} onClose={onClose} testId="refund-modal">
      {refund ? (
        <PreparedRefund paymentId={paymentId} network={network} prepared={refund} onPrepareNew={() => setRefund(null)} onClose={onClose} />
      ) : (
        <RefundForm paymentId={paymentId} network={network} target={target} onPrepared={setRefund} onRefundTransfer={onRefundTransfer} />
      )}
    </Modal>
  );
}

function RefundForm({
  paymentId,
  network,
  target,
  onPrepared,
  onRefundTransfer,
}: Pick<RefundModalProps, 'paymentId' | 'network' | 'target' | 'onRefundTransfer'> & { onPrepared: (refund: Refund) => void }) {
  const { currency } = target;
  const prepare = usePrepareRefund(paymentId);
  const tokens = useSupportedTokens();
  const decimals = tokens.data?.tokens[network]?.find((t) => t.symbol === currency)?.decimals;
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState(target.amount);
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [askDestination, setAskDestination] = useState(target.payerUnknown);
  const [touched, setTouched] = useState(false);
  const amountProblem = refundAmountError(amount, target.refundable, decimals);
  // The whole link: every destination and its part, shown before anything is prepared.
  const destinations = target.destinations?.(amountProblem ? target.amount : amount.trim()) ?? [];
  const payers = destinationPayers(destinations);
  const payersDiffer = payers.length > 1;
  const payer = target.destinations ? (payers.length === 1 ? payers[0]! : null) : target.payer;
  const needsAddress = askDestination || payersDiffer || (target.destinations !== undefined && payers.length === 1 && payer === null);
  const destinationProblem = needsAddress ? destinationError(to, network) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (amountProblem || destinationProblem) return;
    const body: PrepareRefundBody = { amount: amount.trim() };
    if (target.transferId) body.transferId = target.transferId;
    if (needsAddress) body.to = to.trim();
    if (reason.trim()) body.reason = reason.trim();
    prepare.mutate(
      { body, idempotencyKey },
      {
        onSuccess: onPrepared,
        onError: (error) => {
          // An answered request spends its key (the server replays that answer); the next submit is a new request.
          if (error instanceof ApiError && error.status !== 409) setIdempotencyKey(newIdempotencyKey());
          if (asksForDestination(error)) setAskDestination(true);
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
        hint={`Up to ${target.refundable} ${currency}`}
        data-testid="refund-amount"
      />
      {payersDiffer && (
        <div role="alert" className="space-y-2 rounded-md bg-yellow-50 p-3 text-sm text-yellow-800" data-testid="refund-payers-differ">
          <p>{REFUND_PAYERS_DIFFER}</p>
          <ul className="space-y-2">
            {destinations.map((d) => (
              <li key={d.transferId} className="flex items-center justify-between gap-3" data-testid="refund-destination-option">
                <span className="min-w-0">
                  <span className="block font-medium">
                    {d.amount} {currency}
                  </span>
                  <span className="block break-all font-mono text-xs">{d.payer ?? 'A wallet Paylink cannot tell'}</span>
                </span>
                {onRefundTransfer && (
                  <Button type="button" size="sm" variant="outline" onClick={() => onRefundTransfer(d.transferId)} data-testid="refund-destination-choose">
                    Refund this transfer
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {needsAddress ? (
        <>
          {!payersDiffer && (
            <p role="alert" className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-800" data-testid="refund-payer-unknown">
              {REFUND_PAYER_UNKNOWN} Check it with your customer: a refund sent to the wrong address cannot be taken back.
            </p>
          )}
          <Input
            label={payersDiffer ? 'Or send it all to one address' : 'Send the refund to'}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={touched ? (destinationProblem ?? undefined) : undefined}
            autoComplete="off"
            spellCheck={false}
            data-testid="refund-to"
          />
        </>
      ) : (
        <div className="text-sm">
          <p className="font-medium text-gray-700">Send the refund to</p>
          {payer && (
            <p className="mt-1 break-all font-mono text-xs text-gray-900" data-testid="refund-payer">
              {payer}
            </p>
          )}
          <p className="mt-1 text-xs text-gray-500">The wallet that paid.</p>
        </div>
      )}
      <Input label="Reason (optional)" value={reason} maxLength={REFUND_REASON_MAX} onChange={(e) => setReason(e.target.value)} data-testid="refund-reason" />
      {prepare.isError && !asksForDestination(prepare.error) && (
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

function PreparedRefund({
  paymentId,
  network,
  prepared,
  onPrepareNew,
  onClose,
}: {
  paymentId: string;
  network: string;
  prepared: Refund;
  onPrepareNew: () => void;
  onClose: () => void;
}) {
  const { data: refund, isError } = useRefund(paymentId, prepared);
  const { data: config } = useAppConfig();
  const explorer = config ? txExplorer(network, config) : null;

  return (
    <div className="space-y-4 text-center" data-testid="refund-prepared" data-status={refund.status}>
      <div>
        <p className="text-2xl font-semibold text-gray-900" data-testid="refund-amount-due">
          {refund.amount} {refund.currency}
        </p>
        <p className="mt-1 text-xs text-gray-500">to</p>
        <p className="break-all font-mono text-xs text-gray-900" data-testid="refund-destination">
          {refund.to}
        </p>
      </div>

      {refund.status === 'PENDING' && (
        <>
          <QrImage src={refund.qrCodeData} alt="QR code of the refund" className="mx-auto w-full max-w-[240px]" />
          <p className="text-sm text-gray-600">Scan it with your wallet: the one that received the payment.</p>
          <a
            href={refund.paymentUrl}
            data-testid="refund-open-wallet"
            className="inline-flex w-full items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Open Wallet App
          </a>
          <div data-testid="refund-status">
            <Spinner size="sm" label="PENDING: waiting for your refund transaction..." className="mx-auto" />
          </div>
          {isError && (
            <p role="alert" className="text-xs text-red-700" data-testid="refund-status-error">
              Could not check the refund's status just now; retrying.
            </p>
          )}
          <p className="text-xs text-gray-500">Expires {new Date(refund.expiresAt).toLocaleString('en-US')} if unpaid.</p>
        </>
      )}

      {refund.status === 'COMPLETED' && (
        <div className="space-y-2" data-testid="refund-status">
          <p className="text-4xl text-green-600" aria-hidden="true">
            ✓
          </p>
          <h3 className="text-lg font-semibold text-gray-900">COMPLETED</h3>
          <p className="text-sm text-gray-600">The refund arrived on the blockchain.</p>
          {refund.signature && (
            <>
              <p className="break-all font-mono text-xs text-gray-700" data-testid="refund-signature">
                {refund.signature}
              </p>
              {explorer && (
                <a
                  href={explorer.url(refund.signature)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="refund-explorer-link"
                  className="inline-block text-sm font-medium text-indigo-600 hover:underline"
                >
                  View on {explorer.name} ↗
                </a>
              )}
            </>
          )}
          <div>
            <Button variant="outline" onClick={onClose} data-testid="refund-close">
              Close
            </Button>
          </div>
        </div>
      )}

      {refund.status === 'EXPIRED' && (
        <div className="space-y-3" data-testid="refund-status">
          <h3 className="text-lg font-semibold text-gray-900">EXPIRED</h3>
          <p className="text-sm text-gray-600">
            This refund was not paid in time. If money is still owed, prepare a new one. Paid after all? We keep looking for it for{' '}
            {REFUND_LATE_WATCH_MS / 86_400_000} days and mark it COMPLETED when it arrives.
          </p>
          <Button onClick={onPrepareNew} data-testid="refund-prepare-new">
            Prepare a new one
          </Button>
        </div>
      )}
    </div>
  );
}

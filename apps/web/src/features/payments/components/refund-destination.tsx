import { REFUND_PAYER_UNKNOWN, REFUND_PAYERS_DIFFER, type ProposedRefund } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** Why the server, asked to prepare the refund, wants an address after all. */
export type DestinationAsked = 'payer-unknown' | 'payers-differ';

export interface RefundDestinationProps {
  proposal: ProposedRefund;
  /** The merchant names the address: the server cannot pick one. */
  needsAddress: boolean;
  asked: DestinationAsked | null;
  to: string;
  onToChange: (to: string) => void;
  error?: string;
  onRefundTransfer?: (transferId: string) => void;
}

/**
 * Where the refund goes: the wallet that paid, as the server proposes it; else every wallet the link was paid from
 * with what it sent (the server's byPayer; a wallet's single transfer refundable on its own) or a warning that nobody can tell, with an address field.
 */
export function RefundDestination({
  proposal,
  needsAddress,
  asked,
  to,
  onToChange,
  error,
  onRefundTransfer,
}: RefundDestinationProps) {
  if (!needsAddress) {
    return (
      <div className="text-sm">
        <p className="font-medium text-gray-700">Send the refund to</p>
        {proposal.to && (
          <p className="mt-1 break-all font-mono text-xs text-gray-900" data-testid="refund-payer">
            {proposal.to}
          </p>
        )}
        <p className="mt-1 text-xs text-gray-500">The wallet that paid.</p>
      </div>
    );
  }
  return (
    <>
      {proposal.payersDiffer ? (
        <div
          role="alert"
          className="space-y-2 rounded-md bg-yellow-50 p-3 text-sm text-yellow-800"
          data-testid="refund-payers-differ"
        >
          <p>{REFUND_PAYERS_DIFFER}</p>
          <ul className="space-y-2">
            {proposal.byPayer.map((p) => (
              <li
                key={p.transferIds[0]}
                className="flex items-center justify-between gap-3"
                data-testid="refund-destination-option"
              >
                <span className="min-w-0">
                  <span className="block font-medium">
                    {p.amount} {proposal.currency}
                  </span>
                  <span className="block break-all font-mono text-xs">{p.payer ?? 'A wallet Paylink cannot tell'}</span>
                </span>
                {onRefundTransfer && p.transferIds.length === 1 && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => onRefundTransfer(p.transferIds[0]!)}
                    data-testid="refund-destination-choose"
                  >
                    Refund this transfer
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : asked === 'payers-differ' ? (
        // The amount typed draws on more wallets than the proposal's: the server said so when asked to prepare it.
        <p
          role="alert"
          className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-800"
          data-testid="refund-payers-differ"
        >
          {REFUND_PAYERS_DIFFER}
        </p>
      ) : (
        <p
          role="alert"
          className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-800"
          data-testid="refund-payer-unknown"
        >
          {REFUND_PAYER_UNKNOWN} Check it with your customer: a refund sent to the wrong address cannot be taken back.
        </p>
      )}
      <Input
        label={
          proposal.payersDiffer || asked === 'payers-differ' ? 'Or send it all to one address' : 'Send the refund to'
        }
        value={to}
        onChange={(e) => onToChange(e.target.value)}
        error={error}
        autoComplete="off"
        spellCheck={false}
        data-testid="refund-to"
      />
    </>
  );
}

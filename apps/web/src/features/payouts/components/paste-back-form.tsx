import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { usePasteBackPayoutBatch } from '../api/payouts';

/** The signed transaction (hex) or signed PSBT pasted back from the wallet: checked to be the batch, then broadcast. */
export function PasteBackForm({ batchId }: { batchId: string }) {
  const gate = useActionGate('refunds:create');
  const pasteBack = usePasteBackPayoutBatch(batchId);
  const [transaction, setTransaction] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    if (transaction.trim()) pasteBack.mutate(transaction.trim());
  }

  return (
    <form onSubmit={submit} className="space-y-2" data-testid="payout-paste-back">
      <label htmlFor="payout-paste-back-tx" className="block text-sm font-medium text-gray-700">
        Or paste the signed transaction (hex) or signed PSBT here, and Paylink broadcasts it
      </label>
      <textarea
        id="payout-paste-back-tx"
        rows={3}
        value={transaction}
        onChange={(e) => setTransaction(e.target.value)}
        spellCheck={false}
        className="block w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-xs"
        data-testid="payout-paste-back-tx"
      />
      {pasteBack.isError && (
        <p role="alert" className="text-sm text-red-700" data-testid="payout-paste-back-error">
          {errorMessage(pasteBack.error, 'Failed to broadcast the transaction')}
        </p>
      )}
      {pasteBack.isSuccess && (
        <p role="status" className="break-all text-sm text-green-800" data-testid="payout-paste-back-done">
          Broadcast: {pasteBack.data.txId}. Each payout turns paid once it is confirmed.
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        disabled={transaction.trim() === ''}
        disabledReason={gate.reason}
        isLoading={pasteBack.isPending}
        data-testid="payout-paste-back-submit"
      >
        Broadcast
      </Button>
    </form>
  );
}

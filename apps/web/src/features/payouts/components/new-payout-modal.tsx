import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useCreatePayout, type CreatedPayout } from '../api/payouts';

/** The claim link of a payout without an address: shown once, to copy (it was emailed when there was an email). */
export function ClaimLink({ url }: { url: string }) {
  return (
    <div className="space-y-1">
      <p className="text-sm text-gray-700">Send the recipient this claim link: it is shown only now.</p>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 break-all rounded bg-gray-50 px-2 py-1 text-xs" data-testid="payout-claim-url">
          {url}
        </code>
        <CopyButton value={url} thing="Claim link" testId="payout-claim-url-copy" />
      </div>
    </div>
  );
}

/** One payout: a recipient and an amount; with an address it is ready, without one it gets a claim link. */
export function NewPayoutModal({ onClose }: { onClose: () => void }) {
  const create = useCreatePayout();
  const [fields, setFields] = useState({ name: '', email: '', amount: '', currency: 'USDC', address: '', network: '' });
  const [created, setCreated] = useState<CreatedPayout | null>(null);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields({ ...fields, [key]: e.target.value });

  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate(
      {
        name: fields.name,
        email: fields.email.trim() || undefined,
        amount: fields.amount,
        currency: fields.currency,
        address: fields.address.trim() || undefined,
        network: fields.network.trim() || undefined,
      },
      { onSuccess: setCreated },
    );
  }

  return (
    <Modal title="New payout" onClose={onClose} testId="new-payout-modal">
      {created ? (
        <div className="space-y-4" data-testid="new-payout-created">
          <p className="text-sm text-gray-900">
            {created.payout.name}: {created.payout.amount} {created.payout.currency}
            {created.payout.status === 'READY' ? ' is ready to batch.' : ' waits for the recipient’s address.'}
          </p>
          {created.claimUrl && <ClaimLink url={created.claimUrl} />}
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3" data-testid="new-payout-form">
          <Input label="Name" value={fields.name} onChange={set('name')} required />
          <Input
            label="Email (optional)"
            type="email"
            value={fields.email}
            onChange={set('email')}
            hint="The claim link is emailed here"
          />
          <div className="grid grid-cols-2 gap-3">
            <Input label="Amount" inputMode="decimal" value={fields.amount} onChange={set('amount')} required />
            <Input label="Currency" value={fields.currency} onChange={set('currency')} hint="A token, or USD/EUR" />
          </div>
          <Input
            label="Address (optional)"
            value={fields.address}
            onChange={set('address')}
            spellCheck={false}
            hint="Leave empty to send a claim link"
          />
          <Input
            label="Network (optional)"
            value={fields.network}
            onChange={set('network')}
            hint="Needed when several networks accept the address"
          />
          {create.isError && (
            <p role="alert" className="text-sm text-red-700" data-testid="new-payout-error">
              {errorMessage(create.error, 'Failed to create the payout')}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" isLoading={create.isPending} data-testid="new-payout-submit">
              Create payout
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

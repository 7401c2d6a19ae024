import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LABEL_MAX, MESSAGE_MAX, type PaymentDetail } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useCancelPaymentLink, useEditPaymentLink } from '../api/control-payment-link';

/** A link's controls on its detail page: duplicate it; while open, edit its words (until something reaches it) and deactivate it. */
export function LinkControls({ payment }: { payment: PaymentDetail }) {
  const gate = useActionGate('payments:create');
  const navigate = useNavigate();
  const [open, setOpen] = useState<'cancel' | 'edit' | null>(null);
  const untouched = payment.transfers.length === 0 && payment.unconfirmedTransfers.length === 0;
  // A copy keeps only what the create form asks for: the detail's transfers and refunds stay behind.
  const {
    transfers: _t,
    unconfirmedTransfers: _u,
    refunds: _r,
    proposedRefund: _p,
    misdirected: _m,
    ...link
  } = payment;
  const duplicate = (
    <Button
      variant="outline"
      onClick={() => navigate('/create-payment', { state: { duplicateOf: link } })}
      disabledReason={gate.reason}
      data-testid="duplicate-link"
    >
      Duplicate
    </Button>
  );
  if (payment.status !== 'PENDING' || payment.finality !== null) return duplicate;
  return (
    <>
      {duplicate}
      {untouched && (
        <Button variant="outline" onClick={() => setOpen('edit')} disabledReason={gate.reason} data-testid="edit-link">
          Edit
        </Button>
      )}
      <Button
        variant="outline"
        onClick={() => setOpen('cancel')}
        disabledReason={gate.reason}
        data-testid="deactivate-link"
      >
        Deactivate
      </Button>
      {open === 'cancel' && <DeactivateDialog payment={payment} onClose={() => setOpen(null)} />}
      {open === 'edit' && <EditDialog payment={payment} onClose={() => setOpen(null)} />}
    </>
  );
}

function DeactivateDialog({ payment, onClose }: { payment: PaymentDetail; onClose: () => void }) {
  const cancel = useCancelPaymentLink(payment.id);
  const partly = payment.amountReceived !== null && payment.amountReceived !== '0';
  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success('Payment link deactivated');
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to deactivate the payment link')),
    });
  }
  return (
    <Modal title="Deactivate this payment link?" onClose={onClose} testId="deactivate-dialog">
      <div className="space-y-3 text-sm text-gray-700">
        <p>
          The link stops taking payments now, and its checkout page tells the customer it was cancelled. This cannot be
          undone.
        </p>
        {partly && (
          <p data-testid="deactivate-partly-paid">
            {payment.amountReceived} {payment.payCurrency} already arrived: it will be owed back to the customer.
          </p>
        )}
        <p>A payment that still arrives is listed in your unmatched transfers, where you can refund it.</p>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose} data-testid="deactivate-keep">
          Keep it open
        </Button>
        <Button variant="danger" onClick={confirm} isLoading={cancel.isPending} data-testid="deactivate-confirm">
          Deactivate link
        </Button>
      </div>
    </Modal>
  );
}

function EditDialog({ payment, onClose }: { payment: PaymentDetail; onClose: () => void }) {
  const edit = useEditPaymentLink(payment.id);
  const [label, setLabel] = useState(payment.label);
  const [message, setMessage] = useState(payment.message ?? '');
  const labelError = label.trim() === '' ? 'Label is required' : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (labelError) return;
    edit.mutate(
      { label: label.trim(), message: message.trim() },
      {
        onSuccess: () => {
          toast.success('Payment link updated');
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the payment link')),
      },
    );
  }
  return (
    <Modal title="Edit payment link" onClose={onClose} testId="edit-dialog">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Input
          label="Label"
          value={label}
          maxLength={LABEL_MAX}
          onChange={(e) => setLabel(e.target.value)}
          error={labelError}
        />
        <Input
          label="Message (optional)"
          value={message}
          maxLength={MESSAGE_MAX}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p className="text-xs text-gray-500">
          The checkout page and receipts show the new words; a wallet that already read the link keeps the old ones.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={edit.isPending} disabled={labelError !== undefined} data-testid="edit-save">
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}

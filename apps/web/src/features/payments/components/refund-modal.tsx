import { useState } from 'react';
import type { ProposedRefund, Refund } from '@paylink/shared';
import { Modal } from '../../../components/ui/modal';
import { PreparedRefund } from './prepared-refund';
import { RefundForm } from './refund-form';

export interface RefundModalProps {
  paymentId: string;
  network: string;
  /** What to prepare a refund for, as the server proposes it (one transfer, or the link as a whole)... */
  proposal: ProposedRefund;
  /** ...or a refund already prepared and still PENDING, opened again from the link's refunds. */
  pending?: Refund;
  /** Switches to refunding one transfer (when the whole link was paid from more than one wallet). */
  onRefundTransfer?: (transferId: string) => void;
  onClose: () => void;
}

/**
 * The Refund modal: the form (amount, destination and reason), then the refund to pay from the merchant's own
 * wallet and its live status.
 */
export function RefundModal({ paymentId, network, proposal, pending, onRefundTransfer, onClose }: RefundModalProps) {
  const [refund, setRefund] = useState<Refund | null>(pending ?? null);
  return (
    <Modal
      title={proposal.transferId ? 'Refund this transfer' : 'Refund this payment'}
      onClose={onClose}
      testId="refund-modal"
    >
      {refund ? (
        <PreparedRefund
          paymentId={paymentId}
          prepared={refund}
          onPrepareNew={() => setRefund(null)}
          onClose={onClose}
        />
      ) : (
        <RefundForm
          paymentId={paymentId}
          network={network}
          proposal={proposal}
          onPrepared={setRefund}
          onRefundTransfer={onRefundTransfer}
        />
      )}
    </Modal>
  );
}

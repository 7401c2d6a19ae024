import type { Refund } from '@paylink/shared';
import { Modal } from '../../../components/ui/modal';
import { PreparedRefund } from './prepared-refund';

/**
 * The refund of a payment sent on the wrong network, to pay from the merchant's wallet on the network it arrived on
 * (offline, with the local test wallet) and its live status. Never a new one from here: the server sends it back once.
 */
export function MisdirectedRefundModal({ refund, onClose }: { refund: Refund; onClose: () => void }) {
  return (
    <Modal title="Refund to sender" onClose={onClose} testId="misdirected-refund-modal">
      <PreparedRefund paymentId={refund.paymentId} prepared={refund} onClose={onClose} />
    </Modal>
  );
}

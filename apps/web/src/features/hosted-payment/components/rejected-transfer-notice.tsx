import { failureReasonText, type PublicPayment } from '@paylink/shared';

/** After a transfer that could not count toward the link: why, in a sentence; the QR stays so the customer can pay correctly. */
export function RejectedTransferNotice({ payment }: { payment: PublicPayment }) {
  if (!payment.rejectedReason) return null;
  return (
    <p className="mt-4 rounded-lg bg-yellow-50 p-3 text-sm text-yellow-800" data-testid="hosted-rejected">
      A transfer for this payment did not count: {failureReasonText(payment.rejectedReason)} Please pay again with the
      QR code below.
    </p>
  );
}

import type { ReactNode } from 'react';
import { failureReasonText, type PublicPayment, txExplorer } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { ReceiptEmailForm } from './receipt-email-form';
import { Shell } from './hosted-shell';
import { CompletedLinks } from './completed-links';
import { CancelLink } from './cancel-link';

const FAILED_TEXT = 'The payment could not be processed. Please try again.';
const EXPIRED_TEXT = 'This payment link has expired. Ask the merchant for a new link.';
const CANCELLED_TEXT =
  'The merchant cancelled this payment link. Do not send a payment to it: ask the merchant for a new link.';
const FINALIZING_TEXT = 'Confirmed, finalizing…';

type Flow = 'waiting' | 'completed' | 'failed' | 'expired' | 'finalizing';

/** Whether the page is inside another site (iframe) or a pop-up: it tells the opener, and closes once paid. */
export const isEmbedded = window.parent !== window;
export const isPopup = window.opener !== null;

export function flowOf(payment: PublicPayment, now: number): Flow {
  if (payment.status === 'COMPLETED') return 'completed';
  if (payment.status === 'FAILED') return 'failed';
  // Paid and confirmed, for a merchant who completes payments only once they are final on chain.
  if (payment.status === 'PENDING' && payment.finality === 'confirmed') return 'finalizing';
  if (payment.status === 'EXPIRED' || new Date(payment.expiresAt).getTime() <= now) return 'expired';
  return 'waiting';
}

/** The page once the payment has ended or is final on chain: completed, finalizing, failed or expired. */
export function HostedOutcome({
  payment,
  flow,
  summary,
  explorer,
  unreachable,
  onRetry,
}: {
  payment: PublicPayment;
  flow: Exclude<Flow, 'waiting'>;
  summary: ReactNode;
  explorer: ReturnType<typeof txExplorer> | null;
  unreachable: boolean;
  onRetry: () => void;
}) {
  if (flow === 'completed') {
    return (
      <Shell status="Payment Completed" unreachable={unreachable}>
        {summary}
        <div className="mt-6 rounded-xl bg-green-50 p-5" data-testid="hosted-completed">
          <p className="text-sm text-green-700">Your payment has been received and confirmed. Thank you!</p>
          {payment.transactionSignature && explorer && (
            <a
              href={explorer.url(payment.transactionSignature)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="explorer-link"
              className="mt-3 inline-block text-sm font-medium text-green-800 underline"
            >
              View transaction on {explorer.name}
            </a>
          )}
          <CompletedLinks
            receiptUrl={payment.receiptUrl}
            returnUrl={payment.returnUrl}
            merchantName={payment.merchantName}
            stay={isEmbedded || isPopup}
          />
          {(isEmbedded || isPopup) && (
            <p className="mt-3 text-xs text-green-700">This window will close automatically.</p>
          )}
        </div>
        <ReceiptEmailForm paymentId={payment.id} />
      </Shell>
    );
  }

  if (flow === 'finalizing') {
    return (
      <Shell status={FINALIZING_TEXT} unreachable={unreachable}>
        {summary}
        <div className="mt-6 rounded-xl bg-blue-50 p-5" role="status" data-testid="hosted-finalizing">
          <p className="text-sm text-blue-800">
            Your payment is confirmed. It completes once it is final on the network; you can keep this page open or
            close it.
          </p>
          {payment.transactionSignature && explorer && (
            <a
              href={explorer.url(payment.transactionSignature)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block text-sm font-medium text-blue-800 underline"
            >
              View transaction on {explorer.name}
            </a>
          )}
        </div>
        <ReceiptEmailForm paymentId={payment.id} />
      </Shell>
    );
  }

  if (flow === 'failed' || flow === 'expired') {
    // A link its merchant deactivated says so, and offers no Retry: the next step is the merchant's.
    const title = payment.cancelledAt ? 'Payment Cancelled' : flow === 'failed' ? 'Payment Failed' : 'Payment Expired';
    return (
      <Shell status={title} unreachable={unreachable}>
        {summary}
        <div className="mt-6 rounded-xl bg-red-50 p-5" data-testid="hosted-failed">
          <p className="text-sm text-red-700" data-testid="hosted-error">
            {payment.cancelledAt
              ? CANCELLED_TEXT
              : flow === 'failed'
                ? (failureReasonText(payment.failureReason) ?? FAILED_TEXT)
                : EXPIRED_TEXT}
          </p>
          {payment.cancelUrl && <CancelLink url={payment.cancelUrl} merchantName={payment.merchantName} />}
          {/* An expired link stays expired: the next step is the merchant's, not a Retry that changes nothing. */}
          {flow === 'failed' && !payment.cancelledAt && (
            <Button variant="outline" className="mt-4" onClick={onRetry} data-testid="hosted-retry">
              Retry
            </Button>
          )}
        </div>
      </Shell>
    );
  }
}

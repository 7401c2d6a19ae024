import type { ReactNode } from 'react';
import { type PaymentDetail, txExplorer } from '@paylink/shared';
import { CopyButton } from '../../../components/ui/copy-button';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="mt-1 text-sm text-gray-900">{children}</dd>
    </div>
  );
}

function CopyableValue({ value, thing, testId }: { value: string; thing: string; testId: string }) {
  return (
    <div className="flex items-center gap-2">
      <code data-testid={testId} className="min-w-0 flex-1 break-all rounded bg-gray-50 px-2 py-1 font-mono text-xs">
        {value}
      </code>
      <CopyButton value={value} thing={thing} testId={`copy-${testId}`} />
    </div>
  );
}

/** The link's recipient, transaction, wallet URIs and metadata, each copyable. */
export function PaymentLinkValues({
  payment,
  signature,
  explorer,
}: {
  payment: PaymentDetail;
  signature: string | null;
  explorer: ReturnType<typeof txExplorer> | null;
}) {
  const hasMetadata = payment.metadata !== null && Object.keys(payment.metadata).length > 0;
  return (
    <dl className="space-y-4">
      <Field label="Recipient address">
        <CopyableValue value={payment.recipientAddress} thing="Recipient address" testId="recipient-address" />
      </Field>
      {signature && (
        <Field label="Transaction signature">
          <CopyableValue value={signature} thing="Transaction signature" testId="transaction-signature" />
          {explorer && (
            <a
              href={explorer.url(signature)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="explorer-link"
              className="mt-2 inline-block text-sm font-medium text-indigo-600 hover:underline"
            >
              View on {explorer.name} ↗
            </a>
          )}
        </Field>
      )}
      <Field label="Wallet payment URI">
        <CopyableValue value={payment.paymentUrl} thing="Wallet payment URI" testId="payment-url" />
        <a
          href={payment.paymentUrl}
          data-testid="open-payment-url"
          className="mt-2 inline-flex min-h-6 items-center text-sm font-medium text-indigo-600 hover:underline"
        >
          Open in a wallet app
        </a>
      </Field>
      {payment.transactionRequestUrl && (
        <Field label="Transaction request URL">
          <CopyableValue
            value={payment.transactionRequestUrl}
            thing="Transaction request URL"
            testId="transaction-request-url"
          />
          <p className="mt-1 text-xs text-gray-500">
            Wallets fetch the payment from Paylink; in USDC, Paylink pays the network fee.
          </p>
        </Field>
      )}
      {payment.x402Url && (
        <Field label="x402 URL">
          <CopyableValue value={payment.x402Url} thing="x402 URL" testId="x402-url" />
          <p className="mt-1 text-xs text-gray-500">
            Agents pay this link over HTTP 402 in USDC; Paylink pays the gas.
          </p>
        </Field>
      )}
      {payment.paidByX402 && (
        <Field label="Paid by x402">
          <CopyableValue value={payment.paidByX402.payer} thing="Payer" testId="paid-by-x402-payer" />
        </Field>
      )}
      {hasMetadata && (
        <Field label="Metadata">
          <pre data-testid="payment-metadata" className="overflow-x-auto rounded bg-gray-50 p-3 font-mono text-xs">
            {JSON.stringify(payment.metadata, null, 2)}
          </pre>
        </Field>
      )}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { MerchantLogo, useAccentEdge } from './merchant-brand';

const STATUS_CLASSES: Record<string, string> = {
  'Payment Completed': 'bg-green-100 text-green-800',
  'Payment Failed': 'bg-red-100 text-red-800',
  'Payment Expired': 'bg-red-100 text-red-800',
  'Payment Cancelled': 'bg-gray-100 text-gray-800',
  'Waiting for Payment': 'bg-yellow-100 text-yellow-800',
};

/** The hosted page's card: the merchant's logo and accent edge, the title, the status badge, and above them a notice when Paylink cannot be reached. */
export function Shell({
  status,
  unreachable = false,
  children,
}: {
  status: string;
  unreachable?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gray-50 px-4 py-6 sm:items-center">
      <div
        className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-lg"
        style={useAccentEdge()}
        data-testid="hosted-card"
      >
        {unreachable && <UnreachableNotice />}
        <MerchantLogo />
        <h1 className="text-xl font-bold text-gray-900">Complete Your Payment</h1>
        <p
          role="status"
          data-testid="hosted-status"
          className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-medium ${STATUS_CLASSES[status] ?? 'bg-gray-100 text-gray-700'}`}
        >
          {status}
        </p>
        {children}
      </div>
    </main>
  );
}

/** Said, never a silent spinner: the page keeps asking on its own, and what is shown may be behind. */
function UnreachableNotice() {
  return (
    <p
      role="alert"
      data-testid="hosted-unreachable"
      className="mb-4 rounded-lg bg-yellow-50 p-3 text-left text-sm text-yellow-900"
    >
      <span className="font-semibold">Cannot reach Paylink right now.</span> Retrying automatically… The status below
      may be out of date; a payment you already sent is not lost.
    </p>
  );
}

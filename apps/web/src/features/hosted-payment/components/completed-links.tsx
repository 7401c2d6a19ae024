import { useEffect, useState } from 'react';

const linkClass = 'mt-3 block text-sm font-medium text-green-800 underline';
/** How long "Payment complete" shows before the page takes the customer back to the store on its own. */
export const BACK_TO_STORE_MS = 5000;

/**
 * Under "Payment Completed": the receipt, and the way back to the store when the link has a success URL (its own, or
 * its pay button's return URL): "Payment complete", a "Back to <merchant>" button, and, unless `stay` (the page is
 * embedded or a popup, which close instead), the store after BACK_TO_STORE_MS.
 */
export function CompletedLinks({
  receiptUrl,
  returnUrl,
  merchantName,
  stay,
}: {
  receiptUrl: string | null;
  returnUrl: string | null;
  merchantName: string | null;
  stay: boolean;
}) {
  return (
    <>
      {receiptUrl && (
        <a href={receiptUrl} target="_blank" rel="noopener noreferrer" data-testid="receipt-link" className={linkClass}>
          View and download your receipt
        </a>
      )}
      {returnUrl && <BackToStore url={returnUrl} merchantName={merchantName} stay={stay} />}
    </>
  );
}

function BackToStore({ url, merchantName, stay }: { url: string; merchantName: string | null; stay: boolean }) {
  const [secondsLeft, setSecondsLeft] = useState(BACK_TO_STORE_MS / 1000);
  useEffect(() => {
    if (stay) return;
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    const leave = setTimeout(() => window.location.assign(url), BACK_TO_STORE_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(leave);
    };
  }, [url, stay]);
  return (
    <div className="mt-4 border-t border-green-200 pt-4" data-testid="back-to-store">
      <p className="font-semibold text-green-900">Payment complete</p>
      <a
        href={url}
        target="_top"
        rel="noopener"
        data-testid="return-link"
        className="mt-3 flex w-full items-center justify-center rounded-lg bg-green-700 px-5 py-3 font-medium text-white hover:bg-green-800"
      >
        Back to {merchantName ?? storeName(url)}
      </a>
      {!stay && (
        <p className="mt-2 text-xs text-green-800" role="status" data-testid="back-to-store-countdown">
          Taking you back in {secondsLeft} s…
        </p>
      )}
    </div>
  );
}

/** The store's host name when the merchant has no name yet ("shop.example"). */
function storeName(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'the store';
  }
}

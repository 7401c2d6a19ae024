const linkClass = 'mt-3 block text-sm font-medium text-green-800 underline';

/** Under "Payment Completed": the receipt, and the way back to the seller's site when the link came from a pay button with a return URL. */
export function CompletedLinks({ receiptUrl, returnUrl }: { receiptUrl: string | null; returnUrl: string | null }) {
  return (
    <>
      {receiptUrl && (
        <a href={receiptUrl} target="_blank" rel="noopener noreferrer" data-testid="receipt-link" className={linkClass}>
          View and download your receipt
        </a>
      )}
      {returnUrl && (
        <a href={returnUrl} target="_top" rel="noopener" data-testid="return-link" className={linkClass}>
          Return to the seller’s site
        </a>
      )}
    </>
  );
}

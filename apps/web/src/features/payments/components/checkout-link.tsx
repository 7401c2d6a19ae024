import { CopyButton } from '../../../components/ui/copy-button';

const OPEN_CLASS =
  'shrink-0 rounded-md border border-indigo-200 bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-100';

/** The link's hosted checkout page, what a merchant shares by email or chat: shown first, with Copy and Open. */
export function CheckoutLink({ url }: { url: string }) {
  return (
    <div data-testid="checkout-link">
      <p className="text-sm font-medium text-gray-500">Checkout link</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code
          data-testid="checkout-url"
          className="min-w-0 flex-1 break-all rounded bg-indigo-50 px-2 py-1 font-mono text-xs text-gray-900"
        >
          {url}
        </code>
        <CopyButton value={url} thing="Checkout link" testId="copy-checkout-url" />
        <OpenCheckout url={url} />
      </div>
      <p className="mt-1 text-xs text-gray-500">
        Send this link to your customer: it opens the payment page with the QR code and wallet button.
      </p>
    </div>
  );
}

/** Opens the checkout page in a new tab (the merchant sees what the customer will). */
export function OpenCheckout({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="open-checkout-url"
      aria-label="Open checkout link"
      className={OPEN_CLASS}
    >
      Open
    </a>
  );
}

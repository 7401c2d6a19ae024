/** The link's cancelUrl: back to the store without paying (while waiting, and once the link expired or failed). */
export function CancelLink({ url, merchantName }: { url: string; merchantName: string | null }) {
  return (
    <a
      href={url}
      target="_top"
      rel="noopener"
      data-testid="cancel-link"
      className="mt-4 block text-center text-sm font-medium text-gray-700 underline"
    >
      Cancel and return to {merchantName ?? 'the store'}
    </a>
  );
}

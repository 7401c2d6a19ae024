/** The path of a link's transaction request under the API (GET label and icon, POST the transaction). */
export const transactionRequestPath = (paymentId: string) =>
  `/api/payments/${encodeURIComponent(paymentId)}/transaction-request`;

/**
 * A Solana Pay transaction-request URL (https://docs.solanapay.com/spec#transaction-request): `solana:` and the
 * absolute link on the API host, URL-encoded (a wallet decodes it before fetching).
 */
export function transactionRequestUrl(appUrl: string, paymentId: string): string {
  return `solana:${encodeURIComponent(`${appUrl}${transactionRequestPath(paymentId)}`)}`;
}

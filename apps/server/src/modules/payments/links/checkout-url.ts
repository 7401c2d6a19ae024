/** The link's hosted checkout page on the app's public URL: what a merchant shares (email, chat, a button). */
export function checkoutUrl(appUrl: string, paymentId: string): string {
  return `${appUrl}/payment/${encodeURIComponent(paymentId)}`;
}

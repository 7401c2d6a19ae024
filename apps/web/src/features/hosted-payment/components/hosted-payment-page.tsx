export function HostedPaymentPage() {
  return null;
}

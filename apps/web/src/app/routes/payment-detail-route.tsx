import { PaymentDetailPage } from '../../features/payments/components/payment-detail-page';
import { PaymentWebhookDeliveries } from '../../features/webhooks/components/payment-webhook-deliveries';

const webhookDeliveries = (paymentId: string) => <PaymentWebhookDeliveries paymentId={paymentId} />;

// Features never import each other: a link's detail page gets its webhook deliveries from here.
export function PaymentDetailRoute() {
  return <PaymentDetailPage webhookDeliveries={webhookDeliveries} />;
}

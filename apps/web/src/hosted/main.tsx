import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, type PublicPayment } from '@paylink/shared';
import { HostedPaymentPage } from '../features/hosted-payment/components/hosted-payment-page';
import { providePublicPayment } from '../lib/public-payment';
import { provideAppConfig, type AppConfig } from '../lib/app-config';
import { embeddedPageData } from '../lib/page-data';
import './hosted.css';

/**
 * The hosted payment page's own entry (payment.html): React and the page, none of the merchant app.
 * The server puts the payment and the public config into the HTML (#payment-data), so nothing is fetched
 * before the first render; without that block (the Vite dev server) the page fetches them.
 */
interface PaymentPageData {
  paymentId: string;
  payment: PublicPayment | null;
  config: AppConfig;
}

const data = embeddedPageData<PaymentPageData>('payment-data');
if (data) {
  providePublicPayment(data.paymentId, data.payment);
  provideAppConfig(data.config);
}
const id = data?.paymentId ?? decodeURIComponent(window.location.pathname.split('/')[2] ?? '');

// The server's plain markup of the essentials is replaced, not reused, by the first render.
const container = document.getElementById('root')!;
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <HostedPaymentPage id={id} />
    <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors />
  </StrictMode>,
);

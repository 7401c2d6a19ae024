import type { ReactNode } from 'react';
import { CodeBlock } from './code-block';

const medusaConfig = (origin: string) => `// npm install @paylink/medusa-payment-paylink   (Medusa v2.21+)
// medusa-config.ts
module.exports = defineConfig({
  modules: [{
    resolve: '@medusajs/medusa/payment',
    options: {
      providers: [{
        resolve: '@paylink/medusa-payment-paylink',
        id: 'paylink',
        options: {
          apiUrl: '${origin}',
          apiKey: process.env.PAYLINK_API_KEY,             // pl_…, Settings → API Integration
          webhookSecret: process.env.PAYLINK_WEBHOOK_SECRET, // whsec_…, Settings → Webhooks
          network: 'solana',                                // where links are created
          payCurrencies: ['USDC', 'SOL'],                   // tokens for a store priced in USD or EUR
          expiresInSeconds: 3600,
        },
      }],
    },
  }],
});
// Settings → Webhooks → Default webhook URL: https://<your-medusa>/hooks/payment/paylink_paylink`;

/** The /api-docs E-commerce Guide's Medusa part: the payment provider package, its configuration and how it behaves. */
export function MedusaSection({
  P,
  C,
}: {
  P: (props: { children: ReactNode }) => ReactNode;
  C: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <div id="medusa" className="scroll-mt-6 space-y-4" data-testid="docs-medusa">
      <h3 className="font-semibold text-gray-900">Medusa</h3>
      <P>
        A Medusa v2 store takes Paylink payments with the <C>@paylink/medusa-payment-paylink</C> payment provider
        (source in <C>integrations/medusa-payment-paylink</C>). Add it to the payment module and enable{' '}
        <C>pp_paylink_paylink</C> in your regions.
      </P>
      <CodeBlock title="medusa-config.ts" code={medusaConfig(window.location.origin)} testId="sample-medusa" />
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
        <li>
          Initiate creates a link at the cart’s amount and currency with the payment session id as its{' '}
          <C>Idempotency-Key</C> (and in its metadata as <C>medusa_session_id</C>); send the customer to the session’s{' '}
          <C>data.checkout_url</C>. A changed cart total gets a new link.
        </li>
        <li>
          The session is authorized once the link is COMPLETED, read from Paylink itself. Capture does nothing: crypto
          settles at once. The webhook only tells Medusa when to look; Medusa’s status poll finds a payment whose
          webhook was missed, so no order is lost.
        </li>
        <li>
          Webhooks are checked with the Standard Webhooks signature on the raw body (5 minutes of tolerance); a wrong or
          stale signature is ignored, and a late, out-of-order event never moves an order back.
        </li>
        <li>
          A refund from Medusa’s admin prepares a Paylink refund in the token the customer paid, at the rate they paid;
          you pay it from your wallet (its QR is on the payment’s page in the dashboard).
        </li>
        <li>
          Cancel ends the link at once (<C>POST /api/v1/payment-links/:id/expire</C>); money that still arrives is owed
          back and refunded from the dashboard.
        </li>
        <li>Every call is a merchant API call: one credit each, 100 per 15 minutes per key.</li>
      </ul>
    </div>
  );
}

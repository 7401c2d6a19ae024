import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SAMPLES } from '../samples';
import { AgentsX402Section } from './agents-x402-section';
import { ApiKeyPanel } from './api-key-panel';
import { CodeBlock } from './code-block';
import { EndpointReference } from './endpoint-reference';
import { MedusaSection } from './medusa-section';
import { McpSection } from './mcp-section';
import { SellingPlaces } from './selling-places';
import { SolanaTokenList } from './token-list';

// The side navigation is the spec's, word for word; the "Subscriptions" section (#subscriptions) sits after Webhooks
// and the "Agents (x402)" (#agents-x402) and "AI assistants (MCP)" (#mcp) sections between WebView Integration and
// Examples, without entries of their own.
const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'authentication', label: 'Authentication' },
  { id: 'endpoints', label: 'Endpoints' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'ecommerce', label: 'E-commerce Guide' },
  { id: 'merchant-integration', label: 'Merchant Integration' },
  { id: 'webview', label: 'WebView Integration' },
  { id: 'examples', label: 'Examples' },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-6 space-y-4" data-testid={`docs-section-${id}`}>
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

const P = ({ children }: { children: ReactNode }) => (
  <p className="text-sm leading-relaxed text-gray-700">{children}</p>
);
const C = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-gray-100 px-1 font-mono text-xs [overflow-wrap:anywhere]">{children}</code>
);

const PAYLOAD = `{
  "event_type": "payment.completed",
  "event_id": "evt_…",
  "created_at": "2026-11-22T10:00:00.000Z",
  "data": {
    "payment": { "id": "pay_…", "amount": "1.5", "currency": "USDC", "status": "COMPLETED",
                 "transaction_signature": "5x…", "completed_at": "2026-11-22T10:00:00.000Z", "metadata": { "orderId": "1042" } },
    "user": { "id": "usr_…", "email": "you@example.com" }
  }
}`;

/** /api-docs: the integration guide (SPEC section 2), samples from files a test runs, reference from OpenAPI. */
export function ApiDocsPage() {
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-8">
      <nav aria-label="API documentation" className="sticky top-6 hidden h-fit w-52 shrink-0 md:block">
        <Link to="/dashboard" className="mb-4 block text-sm font-medium text-indigo-600 hover:underline">
          ← Dashboard
        </Link>
        <ul className="space-y-1">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="block rounded px-2 py-1 text-sm text-gray-700 hover:bg-gray-100"
                data-testid={`docs-nav-${s.id}`}
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="min-w-0 flex-1 space-y-12">
        <header className="space-y-3">
          <h1 className="text-3xl font-semibold text-gray-900">API Documentation</h1>
          <ApiKeyPanel />
        </header>

        <Section id="overview" title="Overview">
          <P>
            Create crypto payment links from your store, app or backend, on Solana, EVM networks or Bitcoin (
            <C>GET /api/networks</C> lists them with their tokens). Your customer pays in the token and on the network
            the link asks for; the link turns <C>COMPLETED</C> only when the chain shows a confirmed transfer that pays
            it. Every response is <C>{'{ success: true, data }'}</C> or <C>{'{ success: false, error, code }'}</C>;
            amounts are decimal strings.
          </P>
          <P>
            Each successful API call costs one credit (creating a link costs one in total); with none left the answer is
            402 <C>Insufficient credits. Please purchase more credits.</C> Limits: 100 requests per 15 minutes per key;
            every response carries <C>RateLimit-Limit</C>, <C>RateLimit-Remaining</C> and <C>RateLimit-Reset</C>, and a
            429 carries <C>Retry-After</C>.
          </P>
          <SellingPlaces C={C} />
          <SolanaTokenList P={P} C={C} />
        </Section>

        <Section id="authentication" title="Authentication">
          <P>
            Generate a key in{' '}
            <Link to="/settings?tab=api" className="font-medium text-indigo-600 hover:underline">
              Settings → API Integration
            </Link>{' '}
            (monthly plans). Send it as <C>Authorization: Bearer pl_live_…</C> or <C>X-API-Key: pl_live_…</C>. Keys
            start with <C>pl_test_</C> on a server that runs on the local test chain. Keep the key on your server: never
            in a web page or a mobile app.
          </P>
          <P>
            Retrying a POST is safe with an <C>Idempotency-Key</C> header: the same key and body return the first
            response for 24 hours (with <C>Idempotent-Replayed: true</C>) and create nothing; the same key with another
            body is a 422.
          </P>
        </Section>

        <Section id="endpoints" title="Endpoints">
          <CodeBlock title="curl" code={SAMPLES.curl()} testId="sample-curl" />
          <EndpointReference />
        </Section>

        <Section id="webhooks" title="Webhooks">
          <P>
            Set <C>webhookUrl</C> when you create a link. Events: <C>payment.created</C>, <C>payment.completed</C>,{' '}
            <C>payment.failed</C>, <C>payment.expired</C>. Each delivery is signed per Standard Webhooks
            (standardwebhooks.com): <C>webhook-id</C> (the <C>event_id</C>), <C>webhook-timestamp</C> and{' '}
            <C>webhook-signature: v1,&lt;base64 HMAC-SHA256&gt;</C>, keyed with your <C>whsec_</C> secret. Verify the
            raw body with the official library for your language and ignore repeated <C>event_id</C>s. During a secret
            rotation the header carries both signatures for 24 hours. The older <C>Paylink-Signature</C> header is still
            sent for existing integrations (legacy).
          </P>
          <P>
            Several endpoints: besides the default URL, Settings → Webhooks → More endpoints adds up to 9 more, each
            with its own URL, signing secret and events (every event, or only those you check). Each event goes to every
            endpoint that takes it, signed with that endpoint&apos;s secret.
          </P>
          <CodeBlock title="Payload" code={PAYLOAD} />
          <CodeBlock title="Node webhook handler (standardwebhooks)" code={SAMPLES.webhookHandler()} />
          <CodeBlock title="Python (standardwebhooks)" code={SAMPLES.webhookHandlerPython()} />
          <CodeBlock title="PHP (standard-webhooks/standard-webhooks)" code={SAMPLES.webhookHandlerPhp()} />
        </Section>

        <Section id="subscriptions" title="Subscriptions">
          <P>
            Sell a plan that renews every day, week, month or year (<C>interval</C> × <C>intervalCount</C>) without
            holding anyone&apos;s money: each period is an ordinary payment link, paid straight into your wallet. Create
            a plan with <C>POST /api/v1/subscriptions/plans</C>{' '}
            <C>
              {
                '{ name, amount, currency, network, interval, intervalCount, graceDays?, renewalNoticeDays?, trialDays? }'
              }
            </C>{' '}
            (a token amount, or USD/EUR with <C>payCurrency</C>, quoted when each link is issued) and share its{' '}
            <C>subscribeUrl</C>. The customer enters an email there; Paylink creates the first link (one credit) and
            emails it with a portal link where they can cancel.
          </P>
          <P>
            Paying the first link makes the subscription <C>ACTIVE</C> for one interval (with <C>trialDays</C>, it is{' '}
            <C>ACTIVE</C> at once and the first link is due when the trial ends). <C>renewalNoticeDays</C> (default 3)
            before the end, the renewal link is emailed (one credit), with a reminder the day before; paid, the period
            runs on from the previous end. Unpaid, the subscription is <C>PAST_DUE</C> at the end and <C>CANCELED</C>{' '}
            after <C>graceDays</C> (default 7). Without credits the renewal waits (you are emailed, it is retried daily)
            and your customer is not made past due for it. Events: <C>subscription.created</C>,{' '}
            <C>subscription.activated</C>, <C>subscription.renewed</C>, <C>subscription.past_due</C>,{' '}
            <C>subscription.canceled</C>, besides the links&apos; usual payment events. The subscription routes
            themselves cost no credit.
          </P>
        </Section>

        <Section id="ecommerce" title="E-commerce Guide">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
            <li>Get an API key from Settings, API Integration.</li>
            <li>Add a backend endpoint that creates the link with your key (below).</li>
            <li>At checkout, send the customer to the hosted page, embed it, or use the payment button.</li>
            <li>
              Fulfil the order in your webhook handler when <C>payment.completed</C> arrives.
            </li>
          </ol>
          <CodeBlock title="Node backend (checkout proxy)" code={SAMPLES.nodeBackend()} testId="sample-node" />
          <CodeBlock title="Currency conversion" code={SAMPLES.currencyConversion()} />
          <h3 className="font-semibold text-gray-900">Testing checklist</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
            <li>
              Create a link with a <C>pl_test_</C> key on a local server and pay it with the test wallet on its hosted
              page.
            </li>
            <li>Your webhook handler rejects a wrong signature and handles the same event twice only once.</li>
            <li>A retried checkout (same Idempotency-Key) returns the same link.</li>
            <li>
              Expired and failed payments show a clear message; a 402 (no credits) and a 429 (rate limit) are handled.
            </li>
            <li>The key is never sent to the browser.</li>
          </ul>
          <MedusaSection P={P} C={C} />
        </Section>

        <Section id="merchant-integration" title="Merchant Integration">
          <P>
            The single-script payment button: one tag on any page, the modal shows the QR, amount, label and an Open
            Wallet link.
          </P>
          <CodeBlock title="Payment button (/embed.js)" code={SAMPLES.embedButton()} testId="sample-embed" />
          <P>
            No backend? A <strong>pay button</strong> (Dashboard, Pay Buttons) opens the link itself: set a fixed price
            or the customer’s amount within bounds, then paste its{' '}
            <C>{'<script src="…/pay-button.js" data-button="btn_…">'}</C> tag or its plain{' '}
            <C>{'<a href="…/b/btn_…">'}</C>. Each click opens a link at the button’s price (one credit, tagged{' '}
            <C>metadata.pay_button_id</C>), limited per visitor, per button and in unpaid links open, and sends the
            customer to the hosted page, which offers your return URL once paid.
          </P>
          <P>
            Or embed the hosted page; it tells the parent window <C>{"{ type: 'PAYMENT_COMPLETED', paymentId }"}</C> or{' '}
            <C>{"{ type: 'PAYMENT_FAILED', paymentId, error }"}</C>.
          </P>
          <CodeBlock title="React iframe component" code={SAMPLES.iframeCheckout()} />
          <CodeBlock title="WooCommerce gateway (sketch)" code={SAMPLES.woocommerce()} />
          <P>
            Gasless USDC: every Solana link also has a <C>transactionRequestUrl</C> (a Solana Pay transaction request).
            The wallet POSTs its <C>account</C> to it and gets the transaction to sign, built by Paylink: exactly what
            is left to pay, with the link&apos;s reference and a memo, checked by simulation first. For USDC, Paylink
            pays the network fee, so a customer holding USDC and no SOL can pay; for SOL the customer pays it. Show it
            as the QR (the hosted page does by default); keep <C>solanaPayUrl</C> for wallets without transaction
            requests. Your USDC wallet must already have its USDC account (receive USDC once).
          </P>
          <P>
            On a computer, a customer whose browser has a wallet sees <strong>Connect wallet</strong> on the hosted
            page: Solana wallets through the Wallet Standard, EVM wallets through EIP-6963. The wallet gets the exact
            payment to approve (the transaction request&apos;s transaction, or the exact transfer; on EVM networks after
            switching to the link&apos;s chain), and the link completes when the chain shows it, as for any payment.
          </P>
        </Section>

        <Section id="webview" title="WebView Integration">
          <P>
            In a mobile app, open <C>/payment/&lt;id&gt;</C> in a WebView. The flow: Loading → Waiting for Payment →
            Payment Completed (or Payment Failed / Expired). 1. your backend creates the link; 2. the app opens the
            hosted page; 3. the customer pays from a wallet; 4. the page reports the result; 5. your backend confirms it
            by webhook or status call.
          </P>
          <P>
            The page&apos;s QR and Open Wallet App carry the transaction request by default (gasless USDC: Paylink pays
            the network fee); a switch shows the simple transfer code for wallets without transaction requests. Let the
            WebView open <C>solana:</C> links in the wallet app.
          </P>
          <CodeBlock title="React Native" code={SAMPLES.reactNative()} />
          <CodeBlock title="Flutter" code={SAMPLES.flutter()} />
          <CodeBlock title="Swift (iOS)" code={SAMPLES.swift()} />
        </Section>

        <Section id="agents-x402" title="Agents (x402)">
          <AgentsX402Section P={P} C={C} />
        </Section>

        <Section id="mcp" title="AI assistants (MCP)">
          <McpSection P={P} C={C} />
        </Section>

        <Section id="examples" title="Examples">
          <P>
            Runnable examples with copy buttons are on the{' '}
            <Link to="/api-examples" className="font-medium text-indigo-600 hover:underline">
              examples page
            </Link>
            . Tip: the demo merchant of a local server has a plan and credits, so you can try everything offline.
          </P>
        </Section>
      </main>
    </div>
  );
}

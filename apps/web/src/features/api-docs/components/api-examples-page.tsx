import { Link } from 'react-router';
import { SAMPLES } from '../samples';
import { CodeBlock } from './code-block';

const POLL = `// Poll a link's status (public endpoint: no key, no credit) until it is no longer PENDING.
async function waitForPayment(paylinkUrl, paymentId) {
  for (;;) {
    const res = await fetch(\`\${paylinkUrl}/api/payments/\${paymentId}\`);
    const { data } = await res.json();
    if (data.status !== 'PENDING') return data.status; // COMPLETED, EXPIRED or FAILED
    await new Promise((r) => setTimeout(r, 3000));
  }
}`;

/** /api-examples: copy-and-run examples (create a link, poll its status, receive a webhook). */
export function ApiExamplesPage() {
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <Link to="/api-docs" className="text-sm font-medium text-indigo-600 hover:underline">
          ← API Documentation
        </Link>
        <h1 className="text-3xl font-semibold text-gray-900">API Examples</h1>
        <p className="text-sm text-gray-600">
          Each example runs as written against this server with your key in PAYLINK_API_KEY.
        </p>
      </header>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-gray-900">1. Create a link</h2>
        <CodeBlock title="curl" code={SAMPLES.curl()} testId="example-curl" />
        <CodeBlock title="Node backend" code={SAMPLES.nodeBackend()} testId="example-node" />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-gray-900">2. Poll its status</h2>
        <CodeBlock title="JavaScript" code={POLL} testId="example-poll" />
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-gray-900">3. Receive a webhook</h2>
        <CodeBlock title="Node webhook handler" code={SAMPLES.webhookHandler()} testId="example-webhook" />
      </section>
    </main>
  );
}

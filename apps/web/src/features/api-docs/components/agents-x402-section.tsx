import { CodeBlock } from './code-block';

const agentSample = (origin: string) => `// npm install @x402/fetch @x402/evm viem
import { wrapFetchWithPayment, x402Client } from '@x402/fetch';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';

const client = registerExactEvmScheme(new x402Client(), { signer: privateKeyToAccount(process.env.AGENT_KEY) });
const res = await wrapFetchWithPayment(fetch, client)('${origin}/api/x402/links/pay_…'); // the link's x402Url
console.log(res.status, (await res.json()).data.status); // 200 COMPLETED`;

const solanaAgentSample = (
  origin: string,
) => `// npm install @x402/fetch @x402/svm @solana/kit (an agent with USDC and no SOL)
import { wrapFetchWithPayment, x402Client } from '@x402/fetch';
import { registerExactSvmScheme } from '@x402/svm/exact/client';
import { createKeyPairSignerFromBytes } from '@solana/kit';

const signer = await createKeyPairSignerFromBytes(agentSecretKey);
const client = registerExactSvmScheme(new x402Client(), { signer });
const res = await wrapFetchWithPayment(fetch, client)('${origin}/api/x402/links/pay_…'); // a Solana USDC link's x402Url`;

const expressSample = (origin: string) => `// npm install express @x402/express @x402/evm
import express from 'express';
import { HTTPFacilitatorClient } from '@x402/core/http';
import { ExactEvmScheme } from '@x402/evm/exact/server';
import { paymentMiddleware, x402ResourceServer } from '@x402/express';

const auth = { Authorization: 'Bearer ' + process.env.PAYLINK_API_KEY };
const facilitator = new HTTPFacilitatorClient({
  url: '${origin}/api/x402',
  createAuthHeaders: async () => ({ verify: auth, settle: auth, supported: auth }),
});
const server = new x402ResourceServer(facilitator).register('eip155:8453', new ExactEvmScheme());

const app = express();
app.use(paymentMiddleware({
  'GET /weather': {
    accepts: { scheme: 'exact', network: 'eip155:8453', price: '$0.01', payTo: '0xYourSavedWallet' },
    description: 'Weather report',
  },
}, server));
app.get('/weather', (req, res) => res.json({ weather: 'sunny' }));
app.listen(4021);`;

/** The /api-docs "Agents (x402)" section: paying a link with @x402/fetch, guarding a route with @x402/express, networks and costs. */
export function AgentsX402Section({
  P,
  C,
}: {
  P: (props: { children: React.ReactNode }) => React.ReactNode;
  C: (props: { children: React.ReactNode }) => React.ReactNode;
}) {
  const origin = window.location.origin;
  return (
    <>
      <P>
        Software agents pay over HTTP 402 with <C>x402</C>. Every open USDC link on Base, Ethereum or Solana has an{' '}
        <C>x402Url</C>: a <C>GET</C> answers 402 with a <C>PAYMENT-REQUIRED</C> header (what remains, to your own
        wallet); the agent signs a USDC authorization (on Solana, its part of a USDC transfer) and retries with{' '}
        <C>PAYMENT-SIGNATURE</C>; Paylink verifies it, settles it on chain and answers 200 with the payment. The link
        completes, your webhooks fire, and the detail page shows “Paid by x402” and the payer.
      </P>
      <CodeBlock title="Pay a link with @x402/fetch" code={agentSample(origin)} testId="x402-agent-sample" />
      <CodeBlock
        title="Pay a Solana link with @x402/fetch"
        code={solanaAgentSample(origin)}
        testId="x402-solana-agent-sample"
      />
      <P>
        Guard your own API the same way: point <C>@x402/express</C> (or <C>@x402/hono</C>, <C>@x402/next</C>) at
        Paylink’s facilitator <C>{`${origin}/api/x402`}</C> with your API key. <C>payTo</C> must be one of your saved
        wallets. Each settled payment lands in your account as a COMPLETED payment (label: the route’s description; the
        resource URL in its metadata) with a <C>payment.completed</C> webhook, and costs one credit, like a link.
      </P>
      <CodeBlock
        title="Guard an Express route with Paylink as facilitator"
        code={expressSample(origin)}
        testId="x402-express-sample"
      />
      <P>
        Retries pay once: a link&apos;s 402 declares x402&apos;s <C>payment-identifier</C> extension. An agent that
        sends an id (<C>appendPaymentIdentifierToExtensions</C> from <C>@x402/extensions</C>) and retries with it, even
        re-signed, gets the first settlement back. A settlement not final in time answers 202 <C>settlement_pending</C>{' '}
        with its transaction and a <C>statusUrl</C>: poll it, never pay again.
      </P>
      <P>
        Discovery: list a link in Paylink&apos;s x402 Bazaar with <C>PUT /api/v1/payment-links/{'{id}'}/discovery</C>{' '}
        <C>{'{ description }'}</C>. Agents find it at <C>{`${origin}/api/x402/discovery/resources`}</C> (
        <C>withBazaar</C> from <C>@x402/extensions/bazaar</C>) with your description and its price while it can be paid;
        nothing of your customers is shown there.
      </P>
      <P>
        Networks: USDC on Base (<C>eip155:8453</C>), Ethereum (<C>eip155:1</C>) and Solana (
        <C>solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp</C>, or devnet’s id on a test cluster), x402 v2 (and v1’s{' '}
        <C>X-PAYMENT</C>), scheme <C>exact</C>. The money goes from the payer to your wallet directly: Paylink never
        holds it. Paylink pays the network costs, within a daily budget per merchant: the relayer’s gas on Base and
        Ethereum, the fee payer’s fee on Solana (its address is the <C>feePayer</C> in the requirements). You pay one
        credit per payment.
      </P>
    </>
  );
}

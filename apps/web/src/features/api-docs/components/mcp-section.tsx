import { CodeBlock } from './code-block';

const KEY = 'pl_live_…';

const claudeDesktop = (
  origin: string,
) => `// claude_desktop_config.json (stdio: the paylink-mcp command of a Paylink checkout, Node 20+)
{
  "mcpServers": {
    "paylink": {
      "command": "node",
      "args": ["/path/to/paylink/packages/mcp/bin/paylink-mcp.mjs"],
      "env": { "PAYLINK_URL": "${origin}", "PAYLINK_API_KEY": "${KEY}" }
    }
  }
}`;

const cursor = (origin: string) => `// ~/.cursor/mcp.json (Streamable HTTP, no local command)
{
  "mcpServers": {
    "paylink": {
      "url": "${origin}/mcp",
      "headers": { "Authorization": "Bearer ${KEY}" }
    }
  }
}`;

const vscode = (origin: string) => `// .vscode/mcp.json (VS Code; the key is asked once and kept in its secret storage)
{
  "inputs": [{ "type": "promptString", "id": "paylink-key", "description": "Paylink API key", "password": true }],
  "servers": {
    "paylink": {
      "type": "http",
      "url": "${origin}/mcp",
      "headers": { "Authorization": "Bearer \${input:paylink-key}" }
    }
  }
}`;

const TOOLS: [string, string][] = [
  ['create_payment_link', 'a link priced in a token or in USD/EUR, with pay options and expiry (one credit)'],
  ['get_payment', 'one link, its transfers and the refund it would propose (one credit)'],
  ['list_payments', 'by status, creation dates, a text in the label or reference, with a cursor (one credit)'],
  ['prepare_refund', 'the refund request for your own wallet to sign: Paylink never moves money (one credit)'],
  ['get_balance_and_stats', 'credits, what completed links received, counts by status'],
  ['list_unmatched_transfers', 'transfers to your wallets that paid no link'],
  ['create_subscription_plan', 'a recurring plan'],
  ['list_subscribers', 'subscribers by status and plan'],
];

/** The /api-docs "AI assistants (MCP)" section: what the MCP server offers and the configuration of common clients. */
export function McpSection({
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
        Let an assistant (Claude, Cursor, VS Code…) run your payments: Paylink is a Model Context Protocol server at{' '}
        <C>{`${origin}/mcp`}</C> (Streamable HTTP), or through the <C>paylink-mcp</C> command for clients that start a
        local process (stdio, with <C>PAYLINK_URL</C> and <C>PAYLINK_API_KEY</C>). It uses an API key exactly as{' '}
        <C>/api/v1</C> does: the key&apos;s role, its rate limit, its credits, and your team&apos;s activity log
        (entries named <C>MCP create_payment_link</C>…). A viewer&apos;s key sees only the read tools.
      </P>
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700" data-testid="mcp-tools">
        {TOOLS.map(([name, what]) => (
          <li key={name}>
            <C>{name}</C>: {what}
          </li>
        ))}
      </ul>
      <P>
        Resources: <C>paylink://payments/{'{id}'}</C> and <C>paylink://payments/{'{id}'}/receipt</C>; subscribe to one
        and the assistant is told when the payment changes. Every tool has a JSON Schema for its input and its
        structured output, and says whether it changes anything. Refusals come back as tool errors with the API&apos;s
        message and code. Labels and messages are returned as data: tell your assistant to confirm before{' '}
        <C>prepare_refund</C>.
      </P>
      <CodeBlock title="Claude Desktop" code={claudeDesktop(origin)} testId="mcp-claude-desktop" />
      <CodeBlock title="Cursor" code={cursor(origin)} testId="mcp-cursor" />
      <CodeBlock title="VS Code" code={vscode(origin)} testId="mcp-vscode" />
    </>
  );
}

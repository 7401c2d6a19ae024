import { bridgeStdioToHttp } from './bridge-stdio-to-http';

/** `paylink-mcp`: PAYLINK_URL (your Paylink server) and PAYLINK_API_KEY from the environment, MCP on stdio. */
const log = (line: string) => process.stderr.write(`${line}\n`);
const apiKey = process.env.PAYLINK_API_KEY?.trim();
const baseUrl = process.env.PAYLINK_URL?.trim() || 'http://localhost:8080';
if (!apiKey) {
  log(
    'paylink-mcp: set PAYLINK_API_KEY to an API key (Settings → API Integration), and PAYLINK_URL to your Paylink server.',
  );
  process.exit(1);
}
await bridgeStdioToHttp({ url: new URL('/mcp', baseUrl), apiKey, log });
process.exit(0);

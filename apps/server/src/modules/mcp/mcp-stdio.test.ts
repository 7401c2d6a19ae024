import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { startChainTestContext } from '../../test/local-chain';
import type { TestContext } from '../../test/test-app';
import { createPayAndRefund, merchantWithKey, toolErrorOf } from '../../test/mcp-client';

/** `paylink-mcp` (packages/mcp) spawned as an assistant would, against the product listening on a port. */
const BIN = fileURLToPath(new URL('../../../../../packages/mcp/bin/paylink-mcp.mjs', import.meta.url));

let ctx: TestContext;
let close = async () => {};
let baseUrl: string;
beforeAll(async () => {
  ({ ctx, close } = await startChainTestContext());
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => close());

async function stdioClient(apiKey: string) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN],
    env: { PATH: process.env.PATH ?? '', PAYLINK_URL: baseUrl, PAYLINK_API_KEY: apiKey },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'paylink-stdio-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

describe('paylink-mcp over stdio', () => {
  it('follows a payment end to end on the local chain, with the server’s tools and resource updates', async () => {
    const m = await merchantWithKey(ctx, 10);
    const client = await stdioClient(m.apiKey);
    try {
      expect((await client.listTools()).tools).toHaveLength(8);
      await createPayAndRefund(ctx, client);
      const missing = toolErrorOf(await client.callTool({ name: 'get_payment', arguments: { id: 'pay_nope' } }));
      expect(missing.code).toBe('NOT_FOUND');
    } finally {
      await client.close();
    }
  });

  it('answers a refused key with the API’s 401 as a JSON-RPC error', async () => {
    await expect(stdioClient('pl_test_revokedOrWrong')).rejects.toThrow(/Invalid API key/);
  });
});

import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { watchTick } from './local-chain';
import { bearer, signUp, type TestContext } from './test-app';

/** A merchant on a monthly plan with a wallet of their own, `credits` credits and an API key. */
export async function merchantWithKey(ctx: TestContext, credits = 50) {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: credits,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBe(201);
  return { ...m, apiKey: res.json().data.apiKey as string };
}

/** The SDK's own client on /mcp over Streamable HTTP, with `apiKey` as the bearer token. */
export async function connectMcp(baseUrl: string, apiKey: string): Promise<Client> {
  const client = new Client({ name: 'paylink-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
      requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
    }),
  );
  return client;
}

/** The `{ success: false, error, code }` of a tool error. */
export function toolErrorOf(result: unknown): {
  success: false;
  error: string;
  code: string;
  details?: { path: string; msg: string }[];
} {
  const r = result as CallToolResult;
  expect(r.isError, JSON.stringify(r)).toBe(true);
  expect(r.structuredContent).toBeUndefined();
  return JSON.parse((r.content[0] as { text: string }).text);
}

/** The structured output of a successful tool call. */
export function structuredOf<T = Record<string, unknown>>(result: unknown): T {
  const r = result as CallToolResult;
  expect(r.isError, JSON.stringify(r.content)).toBeFalsy();
  return r.structuredContent as T;
}

/** Resolves with the next `notifications/resources/updated` the client hears for `uri`. */
export function nextResourceUpdate(client: Client, uri: string): Promise<void> {
  return new Promise((resolve) => {
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
      if (n.params.uri === uri) resolve();
    });
  });
}

/**
 * What "done" asks of an MCP client on the local chain, whatever its transport: it creates a link, subscribes to
 * its resource, hears the update once the test wallet paid it and the watcher saw it, reads it COMPLETED with its
 * receipt, finds it by search and prepares a refund. Answers the link's id.
 */
export async function createPayAndRefund(ctx: TestContext, client: Client): Promise<string> {
  const created = structuredOf<{ payment: { id: string; status: string; checkoutUrl: string } }>(
    await client.callTool({
      name: 'create_payment_link',
      arguments: { amount: '0.05', label: 'Coffee for Ana', expiresIn: 3600 },
    }),
  );
  const { id } = created.payment;
  expect(created.payment).toMatchObject({ status: 'PENDING', checkoutUrl: expect.stringContaining(id) });

  const uri = `paylink://payments/${id}`;
  await client.subscribeResource({ uri });
  const updated = nextResourceUpdate(client, uri);
  const paid = await ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/test-pay` });
  expect(paid.statusCode, paid.body).toBe(200);
  await watchTick(ctx, { onChange: (changed) => ctx.deps.notifier.notify(changed) });
  await updated;

  const [resource] = (await client.readResource({ uri })).contents;
  expect(JSON.parse((resource as { text: string }).text).payment).toMatchObject({ id, status: 'COMPLETED' });
  const [receipt] = (await client.readResource({ uri: `${uri}/receipt` })).contents;
  expect(JSON.parse((receipt as { text: string }).text).receipt).toMatchObject({ paymentId: id });

  const listed = structuredOf<{ payments: { id: string }[] }>(
    await client.callTool({ name: 'list_payments', arguments: { status: 'COMPLETED', search: 'ana' } }),
  );
  expect(listed.payments.map((p) => p.id)).toEqual([id]);

  const { refund } = structuredOf<{ refund: { status: string; amount: string; paymentUrl: string } }>(
    await client.callTool({ name: 'prepare_refund', arguments: { id, amount: '0.01' } }),
  );
  expect(refund).toMatchObject({ status: 'PENDING', amount: '0.01', paymentUrl: expect.stringMatching(/^solana:/) });

  const stats = structuredOf<{ stats: { byStatus: Record<string, number> } }>(
    await client.callTool({ name: 'get_balance_and_stats', arguments: {} }),
  );
  expect(stats.stats.byStatus.COMPLETED).toBe(1);
  return id;
}

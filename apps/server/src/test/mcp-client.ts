import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, signUp, type TestContext } from './test-app';

/** A merchant on a monthly plan with a wallet of their own, `credits` credits and an API key. */
export async function merchantWithKey(ctx: TestContext, credits = 50) {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: base58Encode(randomBytes(32)), transactionCredits: credits, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBe(201);
  return { ...m, apiKey: res.json().data.apiKey as string };
}

/** The SDK's own client on /mcp over Streamable HTTP, with `apiKey` as the bearer token. */
export async function connectMcp(baseUrl: string, apiKey: string): Promise<Client> {
  const client = new Client({ name: 'paylink-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { requestInit: { headers: { authorization: `Bearer ${apiKey}` } } }));
  return client;
}

/** The `{ success: false, error, code }` of a tool error. */
export function toolErrorOf(result: unknown): { success: false; error: string; code: string } {
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

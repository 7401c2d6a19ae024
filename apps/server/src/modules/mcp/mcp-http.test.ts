import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Localnet } from '@paylink/localnet';
import { accountActivity } from '../teams/schema';
import { creditLedger } from '../credits/schema';
import { startChainTestContext } from '../../test/local-chain';
import { bearer, type TestContext } from '../../test/test-app';
import { apiKeyOf, joinAs } from '../../test/team-member';
import { connectMcp, createPayAndRefund, merchantWithKey, structuredOf, toolErrorOf } from '../../test/mcp-client';

/** The SDK's client on /mcp (Streamable HTTP) against the product on the local Solana chain. */
let chain: Localnet;
let ctx: TestContext;
let close = async () => {};
let baseUrl: string;
const clients: Client[] = [];
beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext());
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await close();
});

async function connect(apiKey: string) {
  const client = await connectMcp(baseUrl, apiKey);
  clients.push(client);
  return client;
}

describe('MCP over Streamable HTTP, end to end on the local chain', () => {
  it('creates a link, follows the resource as the test wallet pays it, reads the receipt and prepares a refund', async () => {
    expect(chain.rpcUrl).toBeTruthy();
    const m = await merchantWithKey(ctx, 10);
    const client = await connect(m.apiKey);

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'create_payment_link',
      'create_subscription_plan',
      'get_balance_and_stats',
      'get_payment',
      'list_payments',
      'list_subscribers',
      'list_unmatched_transfers',
      'prepare_refund',
    ]);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.get_payment!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName.create_payment_link!.annotations).toMatchObject({ readOnlyHint: false });
    expect(byName.prepare_refund!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.create_payment_link!.inputSchema.properties).toHaveProperty('label');
    expect(byName.create_payment_link!.outputSchema).toBeDefined();

    const id = await createPayAndRefund(ctx, client);

    // The same trail and credits as /api/v1: the two changes under the key, and one credit per charged call.
    const trail = await ctx.deps.db
      .select()
      .from(accountActivity)
      .where(and(eq(accountActivity.accountId, m.accountId), like(accountActivity.route, 'MCP %')));
    expect(trail.map((a) => [a.route, a.action, a.target, a.apiKeyId !== null]).sort()).toEqual([
      ['MCP create_payment_link', 'payments:create', id, true],
      ['MCP prepare_refund', 'refunds:create', id, true],
    ]);
    const charged = await ctx.deps.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, m.accountId), eq(creditLedger.reason, 'api_call')));
    expect(charged.length).toBeGreaterThanOrEqual(3);
  });
});

describe('who may do what through MCP', () => {
  it("lists only read tools to a viewer's key, and refuses a write tool it calls anyway", async () => {
    const owner = await merchantWithKey(ctx);
    const viewer = await joinAs(ctx, owner.accountId, 'developer');
    const key = await apiKeyOf(ctx, viewer);
    // A viewer cannot make a key: this one was a developer's, and follows its maker down to viewer.
    const demoted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/team/members/${viewer.userId}`,
      headers: bearer(owner.token),
      payload: { role: 'viewer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const client = await connect(key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_balance_and_stats',
      'get_payment',
      'list_payments',
      'list_subscribers',
      'list_unmatched_transfers',
    ]);
    expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
    const refused = await client.callTool({ name: 'create_payment_link', arguments: { amount: '1', label: 'x' } });
    expect(toolErrorOf(refused).code).toBe('FORBIDDEN_ROLE');
  });

  it('refuses a revoked key on its next request, and a missing or wrong key at once', async () => {
    const m = await merchantWithKey(ctx);
    const client = await connect(m.apiKey);
    expect(structuredOf(await client.callTool({ name: 'list_payments', arguments: {} }))).toMatchObject({
      payments: [],
    });
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/revoke-api-key',
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(revoked.statusCode).toBe(200);
    await expect(client.callTool({ name: 'list_payments', arguments: {} })).rejects.toThrow(/401|Invalid API key/);
    await expect(connectMcp(baseUrl, m.apiKey)).rejects.toThrow(/401|Invalid API key/);
    await expect(connectMcp(baseUrl, 'pl_test_nope')).rejects.toThrow(/401|Invalid API key/);
  });

  it('answers bad input and API refusals as tool errors with the message and code, never a stack', async () => {
    const m = await merchantWithKey(ctx, 1);
    const client = await connect(m.apiKey);
    const bad = await client.callTool({ name: 'create_payment_link', arguments: { amount: 'ten', label: 'x' } });
    expect(toolErrorOf(bad)).toMatchObject({ success: false, code: 'VALIDATION_ERROR', details: [{ path: 'amount' }] });
    expect(JSON.stringify(bad)).not.toMatch(/\bat .*\.ts:\d+/);
    expect(toolErrorOf(await client.callTool({ name: 'get_payment', arguments: {} })).details).toEqual([
      { path: 'id', msg: expect.any(String) },
    ]);

    const missing = toolErrorOf(await client.callTool({ name: 'get_payment', arguments: { id: 'pay_missing' } }));
    expect(missing).toEqual({ success: false, error: expect.any(String), code: 'NOT_FOUND' });

    structuredOf(
      await client.callTool({ name: 'create_payment_link', arguments: { amount: '1', label: 'last credit' } }),
    );
    const broke = toolErrorOf(
      await client.callTool({ name: 'create_payment_link', arguments: { amount: '1', label: 'one more' } }),
    );
    expect(broke.code).toBe('INSUFFICIENT_CREDITS');
  });

  it('list_payments filters by creation dates and searches its text as text (% and _ match themselves)', async () => {
    const m = await merchantWithKey(ctx, 10);
    const client = await connect(m.apiKey);
    for (const label of ['Order 100% paid_x', 'Another'])
      structuredOf(await client.callTool({ name: 'create_payment_link', arguments: { amount: '1', label } }));
    const labels = async (args: Record<string, unknown>) =>
      structuredOf<{ payments: { label: string }[] }>(await client.callTool({ name: 'list_payments', arguments: args }))
        .payments.map((p) => p.label)
        .sort();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await labels({ search: '%' })).toEqual(['Order 100% paid_x']);
    expect(await labels({ search: '_' })).toEqual(['Order 100% paid_x']);
    expect(await labels({ from: tomorrow })).toEqual([]);
    expect(await labels({ to: tomorrow })).toEqual(['Another', 'Order 100% paid_x']);
    expect(toolErrorOf(await client.callTool({ name: 'list_payments', arguments: { from: 'yesterday' } })).code).toBe(
      'VALIDATION_ERROR',
    );
    const rest = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/payment-links?search=another',
      headers: bearer(m.apiKey),
    });
    expect(rest.json().data.payments.map((p: { label: string }) => p.label)).toEqual(['Another']);
  });

  it("counts every MCP request in the key's /api/v1 rate limit, and answers the API's 429", async () => {
    const m = await merchantWithKey(ctx);
    const client = await connect(m.apiKey);
    let refusal: unknown;
    for (let i = 0; i < ctx.deps.config.rateLimits.apiPer15Min && !refusal; i++) {
      refusal = await client.callTool({ name: 'list_subscribers', arguments: {} }).then(
        () => undefined,
        (err: unknown) => err,
      );
    }
    expect(refusal).toMatchObject({ code: 429, message: expect.stringContaining('"code":"RATE_LIMITED"') });
    const rest = await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: bearer(m.apiKey) });
    expect(rest.statusCode).toBe(429);
  });
});

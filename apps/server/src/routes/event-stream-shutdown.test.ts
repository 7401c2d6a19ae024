import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { streamLeases } from '../modules/live/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => ctx.close());

/** Opens an event stream and reads it to its end; resolves with how many events came before the server ended it. */
async function readToEnd(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ opened: Promise<void>; ended: Promise<number> }> {
  const res = await fetch(`${base}${path}`, { headers });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  let events = 0;
  let first: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (first = resolve));
  const ended = (async () => {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return events;
      events += new TextDecoder().decode(chunk.value).split('data: ').length - 1;
      if (events > 0) first();
    }
  })();
  return { opened, ended };
}

it('closing the server (SIGTERM) ends open event streams at once instead of waiting for them', async () => {
  const m = await signUp(ctx);
  const link = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount: '0.5', walletAddress: base58Encode(randomBytes(32)) },
  });
  const publicStream = await readToEnd(`/api/payments/${link.json().data.payment.id}/events`);
  const changes = await readToEnd('/api/payments/changes', bearer(m.token));
  await Promise.all([publicStream.opened, changes.opened]);

  await ctx.app.close();
  expect(await publicStream.ended).toBe(1);
  expect(await changes.ended).toBe(1);
  await expect.poll(async () => (await ctx.deps.db.select({ n: count() }).from(streamLeases))[0]!.n).toBe(0);
});

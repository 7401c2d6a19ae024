import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_ENDPOINTS } from '@paylink/shared';
import { bearer, signUp } from '../test/test-app';
import { joinAs } from '../test/team-member';
import {
  startWebhookTestBench,
  standardVerified,
  webhookTestTools,
  type WebhookBench,
} from '../test/webhook-test-tools';

// Several endpoints per merchant, each with its own URL, event filter and signing secret; the first one keeps the
// single-endpoint API (/endpoint) working.
let bench: WebhookBench;
const { deliver, at, newPath, merchant, newLink } = webhookTestTools(() => bench);
beforeAll(async () => {
  bench = { ...(await startWebhookTestBench()), now: new Date() };
});
afterAll(async () => {
  await bench.receiver.close();
  await bench.ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  bench.ctx.app.inject({ method, url: `/api/webhooks${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const endpointsOf = async (token: string) =>
  (await call(token, 'GET', '/endpoints')).json().data.endpoints as {
    id: string;
    primary: boolean;
    url: string | null;
    events: string[] | null;
    secret: string;
    secretHidden: boolean;
  }[];
const url = (path: string) => `${bench.receiver.url}${path}`;

describe('several webhook endpoints', () => {
  it('the existing endpoint is the primary one; another gets its own id, secret and filter, and both are listed', async () => {
    const m = await merchant();
    const primary = (await call(m.token, 'PUT', '/endpoint', { url: url('/primary') })).json().data.endpoint;
    expect(primary).toMatchObject({ id: expect.stringMatching(/^whe_/), primary: true, events: null });
    const added = await call(m.token, 'POST', '/endpoints', {
      url: url('/orders'),
      events: ['payment.completed', 'payment.completed'],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.endpoint).toMatchObject({
      primary: false,
      url: url('/orders'),
      events: ['payment.completed'],
      secretHidden: false,
    });
    expect(added.json().data.endpoint.secret).not.toBe(primary.secret);
    expect((await endpointsOf(m.token)).map((e) => [e.id, e.primary])).toEqual([
      [primary.id, true],
      [added.json().data.endpoint.id, false],
    ]);
    expect((await call(m.token, 'GET', '/endpoint')).json().data.endpoint.id).toBe(primary.id);
  });

  it('fans each event out to every endpoint whose filter takes it, signed with that endpoint’s own secret', async () => {
    const m = await merchant();
    const [pAll, pCompleted, pCreated] = [newPath(), newPath(), newPath()];
    await call(m.token, 'PUT', '/endpoint', { url: url(pAll) });
    const completedOnly = (
      await call(m.token, 'POST', '/endpoints', { url: url(pCompleted), events: ['payment.completed'] })
    ).json().data.endpoint;
    const createdToo = (
      await call(m.token, 'POST', '/endpoints', { url: url(pCreated), events: ['payment.created', 'payment.expired'] })
    ).json().data.endpoint;
    const link = await newLink(m.token);
    await deliver();

    expect(at(pAll).map((r) => JSON.parse(r.rawBody).event_type)).toEqual(['payment.created']);
    expect(at(pCompleted)).toHaveLength(0);
    const [created] = at(pCreated);
    expect(JSON.parse(created!.rawBody)).toMatchObject({
      event_type: 'payment.created',
      data: { payment: { id: link.id } },
    });
    expect(created!.rawBody).toBe(at(pAll)[0]!.rawBody);
    expect(standardVerified(created!, createdToo.secret)).toBe(true);
    const primarySecret = (await call(m.token, 'GET', '/endpoint')).json().data.endpoint.secret;
    expect(standardVerified(created!, primarySecret)).toBe(false);
    expect(standardVerified(at(pAll)[0]!, primarySecret)).toBe(true);
    expect(completedOnly.id).not.toBe(createdToo.id);

    const log = (await call(m.token, 'GET', `/deliveries?paymentId=${link.id}`)).json().data.deliveries as {
      endpointId: string;
      status: string;
    }[];
    expect(log.map((d) => d.endpointId).sort()).toEqual([(await endpointsOf(m.token))[0]!.id, createdToo.id].sort());
    expect(log.every((d) => d.status === 'succeeded')).toBe(true);
  });

  it('a failing endpoint backs off on its own ("3 of N" in the log) while the other endpoint keeps receiving', async () => {
    const m = await merchant();
    const [good, down] = [newPath(), newPath(() => ({ status: 500, body: 'down' }))];
    await call(m.token, 'PUT', '/endpoint', { url: url(good) });
    const broken = (await call(m.token, 'POST', '/endpoints', { url: url(down) })).json().data.endpoint;
    const link = await newLink(m.token);
    for (let i = 0; i < 3; i++) {
      await deliver();
      bench.now = new Date(bench.now.getTime() + 10 * 60_000);
    }
    expect(at(good)).toHaveLength(1);
    expect(at(down)).toHaveLength(3);
    const log = (await call(m.token, 'GET', `/deliveries?paymentId=${link.id}`)).json().data.deliveries as {
      endpointId: string;
      status: string;
      attempts: number;
      plannedAttempts: number | null;
      nextAttemptAt: string | null;
    }[];
    const failing = log.find((d) => d.endpointId === broken.id)!;
    expect(failing).toMatchObject({ status: 'pending', attempts: 3, nextAttemptAt: expect.any(String) });
    expect(failing.plannedAttempts).toBeGreaterThan(3);
    expect(failing.plannedAttempts).toBeLessThan(40);
    expect(log.find((d) => d.endpointId !== broken.id)).toMatchObject({
      status: 'succeeded',
      plannedAttempts: null,
      nextAttemptAt: null,
    });
  });

  it('changes a filter and URL, refuses to clear another endpoint’s URL or delete the primary, deletes another', async () => {
    const m = await merchant();
    const extra = (await call(m.token, 'POST', '/endpoints', { url: url('/x') })).json().data.endpoint;
    const patched = await call(m.token, 'PATCH', `/endpoints/${extra.id}`, {
      url: url('/y'),
      events: ['payment.refunded'],
    });
    expect(patched.json().data.endpoint).toMatchObject({
      url: url('/y'),
      events: ['payment.refunded'],
      secret: extra.secret,
    });
    expect(
      (await call(m.token, 'PATCH', `/endpoints/${extra.id}`, { events: null })).json().data.endpoint.events,
    ).toBeNull();
    const cleared = await call(m.token, 'PATCH', `/endpoints/${extra.id}`, { url: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const badEvent = await call(m.token, 'PATCH', `/endpoints/${extra.id}`, { events: ['payment.stolen'] });
    expect(badEvent.statusCode).toBe(400);
    const primary = (await endpointsOf(m.token))[0]!;
    expect((await call(m.token, 'DELETE', `/endpoints/${primary.id}`)).json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
    });
    expect((await call(m.token, 'DELETE', `/endpoints/${extra.id}`)).json()).toEqual({
      success: true,
      data: { deleted: true },
    });
    expect(await endpointsOf(m.token)).toHaveLength(1);
  });

  it('rotates, tests and resumes one endpoint without touching the others', async () => {
    const m = await merchant();
    const path = newPath();
    const extra = (await call(m.token, 'POST', '/endpoints', { url: url(path) })).json().data.endpoint;
    const primaryBefore = (await endpointsOf(m.token))[0]!;
    const rotated = (await call(m.token, 'POST', `/endpoints/${extra.id}/rotate-secret`)).json().data.endpoint;
    expect(rotated.secret).not.toBe(extra.secret);
    expect((await endpointsOf(m.token))[0]!.secret).toBe(primaryBefore.secret);
    const test = await call(m.token, 'POST', `/endpoints/${extra.id}/test`, {});
    expect(test.json().data.result).toMatchObject({ ok: true, url: url(path) });
    expect(standardVerified(at(path).at(-1)!, rotated.secret)).toBe(true);
    const resumed = await call(m.token, 'POST', `/endpoints/${extra.id}/resume`);
    expect(resumed.json().data).toMatchObject({ endpoint: { id: extra.id, paused: false }, requeued: 0 });
  });
});

describe('several webhook endpoints, as an attacker', () => {
  it('another merchant’s endpoint id is a 404 on every route, and changes nothing', async () => {
    const victim = await merchant();
    const theirs = (await call(victim.token, 'POST', '/endpoints', { url: url('/victim') })).json().data.endpoint;
    const attacker = await signUp(bench.ctx);
    for (const [method, path, body] of [
      ['PATCH', `/endpoints/${theirs.id}`, { url: url('/attacker') }],
      ['DELETE', `/endpoints/${theirs.id}`, undefined],
      ['POST', `/endpoints/${theirs.id}/rotate-secret`, undefined],
      ['POST', `/endpoints/${theirs.id}/resume`, undefined],
      ['POST', `/endpoints/${theirs.id}/test`, {}],
    ] as const) {
      const res = await call(attacker.token, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.body).not.toContain(theirs.secret);
    }
    expect((await endpointsOf(victim.token)).find((e) => e.id === theirs.id)).toMatchObject({
      url: url('/victim'),
      secret: theirs.secret,
    });
  });

  it('caps the endpoints per merchant (fan-out amplification)', async () => {
    const m = await merchant();
    for (let i = 1; i < MAX_WEBHOOK_ENDPOINTS; i++)
      expect((await call(m.token, 'POST', '/endpoints', { url: url(`/n${i}`) })).statusCode).toBe(200);
    const over = await call(m.token, 'POST', '/endpoints', { url: url('/one-too-many') });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('a viewer sees every secret masked and cannot add, change or delete endpoints; a member leaving rotates every secret', async () => {
    const owner = await merchant();
    const extra = (await call(owner.token, 'POST', '/endpoints', { url: url('/owner') })).json().data.endpoint;
    const viewer = await joinAs(bench.ctx, owner.accountId, 'viewer');
    const seen = await endpointsOf(viewer.token);
    expect(seen.every((e) => e.secretHidden && e.secret.startsWith('whsec_…'))).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(extra.secret.slice(6, 20));
    expect((await call(viewer.token, 'POST', '/endpoints', { url: url('/viewer') })).json().code).toBe(
      'FORBIDDEN_ROLE',
    );
    expect((await call(viewer.token, 'PATCH', `/endpoints/${extra.id}`, { url: url('/viewer') })).json().code).toBe(
      'FORBIDDEN_ROLE',
    );
    expect((await call(viewer.token, 'DELETE', `/endpoints/${extra.id}`)).json().code).toBe('FORBIDDEN_ROLE');

    const developer = await joinAs(bench.ctx, owner.accountId, 'developer');
    const before = await endpointsOf(developer.token);
    const removed = await bench.ctx.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${developer.userId}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await endpointsOf(owner.token);
    expect(after).toHaveLength(2);
    for (const endpoint of after) {
      expect(endpoint.secret).not.toBe(before.find((b) => b.id === endpoint.id)!.secret);
      expect(endpoint).toMatchObject({ rotation: { reason: 'member_left', memberEmail: developer.email } });
    }
  });
});

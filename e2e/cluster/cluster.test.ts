import { afterAll, describe, expect, it } from 'vitest';
import { payTransferRequest } from '@paylink/localnet';
import { openEventStream } from './event-stream-reader';
import { useCluster } from './use-cluster';
import { unverifiedReceipts, workerMetrics } from './cluster-checks';
import { log, call, data, waitUntil, eachLimited } from './cluster-http';
import {
  MERCHANTS,
  LINKS_PER_MERCHANT,
  TOTAL,
  START_CREDITS,
  KILL_AFTER,
  PAY_CONCURRENCY,
  API_LIMIT,
  type Receipt,
  type PublicPayment,
} from './cluster-scenario';

/**
 * Issue 23, a cluster proven in CI: 2 API processes and 2 workers (separate OS processes, README's --role) on one
 * PostgreSQL, one local Solana chain and one real webhook receiver. 200 links are created through both APIs and
 * paid on the chain with real signed transactions; one worker is killed with SIGKILL halfway through the payments.
 * Nothing here waits a fixed time: every wait is for a condition, with a generous limit.
 */

const c = useCluster();
const { merchants, links, receipts, createMerchant } = c;

describe('a cluster: 2 API processes and 2 workers on one PostgreSQL, one Solana chain, one webhook receiver', () => {
  let stream: Awaited<ReturnType<typeof openEventStream>> | undefined;
  let streamed: PublicPayment | undefined;
  afterAll(() => stream?.close());

  it(`sets up ${MERCHANTS} merchants (${START_CREDITS} credits each) with a webhook endpoint, through both APIs`, async () => {
    for (let i = 0; i < MERCHANTS; i++) {
      const m = await createMerchant(`merchant${i}`, START_CREDITS, i);
      const { endpoint } = await data<{ endpoint: { secret: string } }>(
        call(c.api[i % 2]!, 'PUT', '/api/webhooks/endpoint', {
          token: m.token,
          body: { url: `${c.receiver.url}/m/${i}` },
        }),
      );
      merchants.push({ ...m, secret: endpoint.secret });
    }
    expect(merchants).toHaveLength(MERCHANTS);
  });

  it('a status stream opened on API 1 sees the customer switch token through API 2; the earlier quote stays payable', async () => {
    const m = merchants[0]!;
    const { payment } = await data<{ payment: PublicPayment }>(
      call(c.api[1]!, 'POST', '/api/payments/payment-link', {
        token: m.token,
        body: { amount: '2.50', currency: 'USD', payCurrencies: ['SOL', 'USDC'], label: 'cluster 0 (USD)' },
      }),
      201,
    );
    stream = await openEventStream(`${c.api[0]}/api/payments/${payment.id}/events`);
    const first = await stream.waitFor<PublicPayment>((e) => e.id === payment.id, 30_000, 'with the link');
    expect(first.payCurrency).toBe('SOL');
    // A quote is renewed in its own token only once it has expired; a switch to another token is a new quote.
    await data(call(c.api[1]!, 'POST', `/api/payments/${payment.id}/quote`, { body: { payCurrency: 'USDC' } }));
    const switched = await stream.waitFor<PublicPayment>(
      (e) => e.payCurrency === 'USDC' && e.quote !== null,
      30_000,
      'with the USDC quote',
    );
    streamed = switched;
    // Paid below with the SOL URL a wallet already held: the SOL quote still holds, so it completes the link (issue 29).
    links.push({ id: payment.id, userId: m.id, solanaPayUrl: first.solanaPayUrl, createdThrough: 2 });
    log(
      `stream on API 1: ${first.payAmount} SOL -> ${switched.payAmount} USDC switched through API 2; the SOL quote is what gets paid`,
    );
  });

  it(`creates ${TOTAL} links through both APIs (one credit each)`, async () => {
    const jobs = Array.from({ length: TOTAL - 1 }, (_, k) => k + 1);
    await eachLimited(jobs, 8, async (k) => {
      const m = merchants[k % MERCHANTS]!;
      const through = k % 2;
      const { payment } = await data<{ payment: PublicPayment }>(
        call(c.api[through]!, 'POST', '/api/payments/payment-link', {
          token: m.token,
          body: { amount: '0.01', currency: 'SOL', label: `cluster ${k}` },
        }),
        201,
      );
      links.push({ id: payment.id, userId: m.id, solanaPayUrl: payment.solanaPayUrl, createdThrough: through + 1 });
    });
    expect(links).toHaveLength(TOTAL);
    log(
      `${TOTAL} links: ${links.filter((l) => l.createdThrough === 1).length} through API 1, ${links.filter((l) => l.createdThrough === 2).length} through API 2`,
    );
  });

  it(`pays every link on the chain (real signed transfers), killing worker 1 with SIGKILL after ${KILL_AFTER}`, async () => {
    let paid = 0;
    let killing: Promise<void> | undefined;
    await eachLimited(links, PAY_CONCURRENCY, async (link) => {
      const result = await payTransferRequest({ rpcUrl: c.chain.rpcUrl, url: link.solanaPayUrl });
      if (result.err) throw new Error(`payment of ${link.id} failed on chain: ${JSON.stringify(result.err)}`);
      paid += 1;
      if (paid === KILL_AFTER) {
        const done = await c.cluster.db.query<{ n: number }>(
          `select count(*)::int as n from payments where status = 'COMPLETED'`,
        );
        log(
          `SIGKILL worker 1 (pid ${c.cluster.workers[0]!.child.pid}) after ${paid} payments sent, ${done.rows[0]!.n} recorded COMPLETED so far`,
        );
        killing = c.cluster.kill(c.cluster.workers[0]!);
      }
    });
    await killing;
    expect(c.cluster.workers[0]!.child.signalCode).toBe('SIGKILL');
    const ids = links.map((l) => l.id);
    await waitUntil(
      async () =>
        (
          await c.cluster.db.query<{ n: number }>(
            `select count(*)::int as n from payments where id = any($1) and status = 'COMPLETED'`,
            [ids],
          )
        ).rows[0]!.n,
      (n) => n === TOTAL,
      `${TOTAL} COMPLETED payments`,
    );
    expect(c.cluster.workers[1]!.child.exitCode).toBeNull();
    log(`all ${TOTAL} COMPLETED; worker 2 still running`);
  });

  it('every payment is COMPLETED exactly once: one counted transfer, one payment.created and one payment.completed event each (then payment.finalized once, if final yet)', async () => {
    const { rows } = await c.cluster.db.query<{ id: string; status: string; counted: number; events: string[] }>(
      `select p.id, p.status,
         (select count(*)::int from payment_transfers t where t.payment_id = p.id and t.outcome <> 'rejected') as counted,
         (select array_agg(e.type order by e.created_at, e.id) from payment_events e where e.payment_id = p.id) as events
       from payments p where p.id = any($1)`,
      [links.map((l) => l.id)],
    );
    expect(rows).toHaveLength(TOTAL);
    // The chain finalizes a slot 32 slots after it: the earlier payments are final by now, and say so once (issue 35).
    const expected = ['payment.created,payment.completed', 'payment.created,payment.completed,payment.finalized'];
    const wrong = rows.filter(
      (r) => r.status !== 'COMPLETED' || r.counted !== 1 || !expected.includes(r.events.join()),
    );
    expect(wrong).toEqual([]);
  });

  it('the status stream on API 1 saw the completion a worker recorded', async () => {
    const link = streamed!;
    const done = await stream!.waitFor<PublicPayment>(
      (e) => e.id === link.id && e.status === 'COMPLETED',
      30_000,
      'COMPLETED',
    );
    expect(done.status).toBe('COMPLETED');
  });

  it('every event reached the receiver with a 2xx, signed; a redelivery carries the same event id and body', async () => {
    const userIds = merchants.map((m) => m.id);
    // Each link's payment.created and payment.completed; payment.finalized follows as the chain finalizes, at its own pace.
    const lifecycle = `type in ('payment.created', 'payment.completed')`;
    await waitUntil(
      async () =>
        (
          await c.cluster.db.query<{ events: number; succeeded: number }>(
            `select (select count(*)::int from payment_events where account_id = any($1) and ${lifecycle}) as events,
                    (select count(*)::int from webhook_deliveries d join payment_events e on e.id = d.event_id
                      where d.account_id = any($1) and d.status = 'succeeded' and e.${lifecycle}) as succeeded`,
            [userIds],
          )
        ).rows[0]!,
      (n) => n.events === TOTAL * 2 && n.succeeded === n.events,
      'every delivery succeeded',
    );
    const { rows: events } = await c.cluster.db.query<{ id: string; account_id: string }>(
      `select id, account_id from payment_events where account_id = any($1) and ${lifecycle}`,
      [userIds],
    );
    expect(events).toHaveLength(TOTAL * 2);
    const ofLifecycle = new Set(events.map((e) => e.id));

    expect(await unverifiedReceipts(receipts, merchants)).toEqual([]);

    const byEvent = new Map<string, Receipt[]>();
    for (const r of receipts) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r]);
    const lost = events.filter((e) => !byEvent.get(e.id)?.some((r) => r.status === 200));
    expect(lost).toEqual([]);
    const wrongMerchant = events.filter((e) =>
      byEvent.get(e.id)!.some((r) => merchants[r.merchant]?.id !== e.account_id),
    );
    expect(wrongMerchant).toEqual([]);
    const redelivered = [...byEvent.values()].filter((rs) => rs.length > 1 && ofLifecycle.has(rs[0]!.eventId));
    const forced = receipts.filter((r) => r.status === 500 && ofLifecycle.has(r.eventId)).length;
    expect(forced).toBeGreaterThan(0);
    expect(redelivered.length).toBeGreaterThanOrEqual(forced);
    for (const rs of redelivered) {
      expect(new Set(rs.map((r) => r.rawBody)).size).toBe(1);
      expect(new Set(rs.map((r) => r.headers['webhook-id'])).size).toBe(1);
    }
    log(
      `${events.length} events, ${receipts.length} requests received: ${forced} answered 500 on purpose, ${redelivered.length} events delivered more than once, none lost`,
    );
  });

  it(`credits are exact: each merchant has ${START_CREDITS} − its links, and the ledger agrees`, async () => {
    const { rows } = await c.cluster.db.query<{ id: string; credits: number; ledger: number; spent: number }>(
      `select u.id, u.transaction_credits as credits,
         (select coalesce(sum(delta), 0)::int from credit_ledger l where l.account_id = u.id) as ledger,
         (select count(*)::int from credit_ledger l where l.account_id = u.id and l.reason = 'payment_link') as spent
       from merchant_accounts u where u.id = any($1)`,
      [merchants.map((m) => m.id)],
    );
    const expected = START_CREDITS - LINKS_PER_MERCHANT;
    expect(rows.map((r) => ({ ...r, id: undefined }))).toEqual(
      merchants.map(() => ({ id: undefined, credits: expected, ledger: expected, spent: LINKS_PER_MERCHANT })),
    );
  });

  it('no double spend: 12 simultaneous creations over both APIs with 5 credits make 5 links and 7 refusals (402)', async () => {
    const m = await createMerchant('fivecredits', 5, 0);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(c.api[i % 2]!, 'POST', '/api/payments/payment-link', {
          token: m.token,
          body: { amount: '0.01', currency: 'SOL', label: `race ${i}` },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(402)]);
    expect(
      replies
        .filter((r) => r.status === 402)
        .every((r) => r.json?.success === false && r.json.code === 'INSUFFICIENT_CREDITS'),
    ).toBe(true);
    const { rows } = await c.cluster.db.query<{ credits: number; ledger: number; links: number }>(
      `select u.transaction_credits as credits,
         (select coalesce(sum(delta), 0)::int from credit_ledger l where l.account_id = u.id) as ledger,
         (select count(*)::int from payments p where p.account_id = u.id) as links
       from merchant_accounts u where u.id = $1`,
      [m.id],
    );
    expect(rows[0]).toEqual({ credits: 0, ledger: 0, links: 5 });
  });

  it(`rate limits hold across both APIs: ${API_LIMIT * 2} merchant API calls over both allow exactly API_RATE_LIMIT=${API_LIMIT}, each charged one credit`, async () => {
    const m = await createMerchant('ratelimited', 100, 1);
    await data(
      call(c.api[0]!, 'PUT', `/api/admin/users/${m.id}`, {
        token: c.adminToken,
        body: { subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' },
      }),
    );
    const { apiKey } = await data<{ apiKey: string }>(
      call(c.api[1]!, 'POST', '/api/auth/generate-api-key', { token: m.token }),
      201,
    );
    const replies = await Promise.all(
      Array.from({ length: API_LIMIT * 2 }, async (_, i) => ({
        through: i % 2,
        reply: await call(c.api[i % 2]!, 'GET', '/api/v1/payment-links', { apiKey }),
      })),
    );
    const allowed = replies.filter((r) => r.reply.status === 200);
    const refused = replies.filter((r) => r.reply.status === 429);
    expect(replies.filter((r) => r.reply.status !== 200 && r.reply.status !== 429).map((r) => r.reply)).toEqual([]);
    expect(allowed).toHaveLength(API_LIMIT);
    expect(refused.every((r) => r.reply.json?.success === false && r.reply.json.code === 'RATE_LIMITED')).toBe(true);
    // One credit per successful merchant API call; a refused one costs nothing.
    const { rows } = await c.cluster.db.query<{ credits: number }>(
      `select transaction_credits as credits from merchant_accounts where id = $1`,
      [m.id],
    );
    expect(rows[0]!.credits).toBe(100 - API_LIMIT);
    log(
      `rate limit ${API_LIMIT}: allowed ${allowed.filter((r) => r.through === 0).length} on API 1 + ${allowed.filter((r) => r.through === 1).length} on API 2, refused ${refused.length}`,
    );
  });

  it('the surviving worker reports its watcher ticks, RPC calls by method and webhook deliveries on its own /metrics', async () => {
    const { ticks, transactions, delivered } = await workerMetrics(c.cluster.workers[1]!.url);
    expect(ticks).toBeGreaterThan(0);
    expect(transactions).toBeGreaterThan(0);
    expect(delivered).toBeGreaterThan(0);
    log(
      `worker 2 /metrics: ${ticks} watcher ticks, ${transactions} getTransaction calls, ${delivered} webhooks delivered`,
    );
  });

  it('every process still running stops cleanly on SIGTERM (exit code 0)', async () => {
    await stream?.close();
    stream = undefined;
    const running = [...c.cluster.apis, c.cluster.workers[1]!];
    const codes = await Promise.all(running.map((p) => c.cluster.terminate(p, 60_000)));
    expect(Object.fromEntries(running.map((p, i) => [p.name, codes[i]]))).toEqual(
      Object.fromEntries(running.map((p) => [p.name, 0])),
    );
  });
});

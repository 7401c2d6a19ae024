import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startLocalnet, type Localnet } from '@paylink/localnet';
import { startWebhookReceiver, type WebhookReceiver } from '../../apps/server/src/test/webhook-receiver';
import { startCluster, type Cluster } from './start-cluster';
import { log, call, data } from './cluster-http';
import {
  API_LIMIT,
  FAIL_EVERY,
  PASSWORD,
  METRICS_TOKEN,
  randomWallet,
  type Merchant,
  type Link,
  type Receipt,
} from './cluster-scenario';

/**
 * The cluster a scenario file runs on, started in its beforeAll and stopped in its afterAll: the local Solana chain,
 * a webhook receiver that answers 500 to every FAIL_EVERY-th new event (each request kept in `receipts`), 2 API
 * processes and 2 workers, and the admin signed in. `merchants` and `links` are the scenario's, filled as it runs.
 */
export function useCluster() {
  const c = {
    chain: undefined as unknown as Localnet,
    receiver: undefined as unknown as WebhookReceiver,
    cluster: undefined as unknown as Cluster,
    api: [] as string[],
    adminToken: '',
    merchants: [] as Merchant[],
    links: [] as Link[],
    receipts: [] as Receipt[],
    createMerchant,
  };
  beforeAll(async () => {
    c.chain = await startLocalnet({ port: 0 });
    let distinct = 0;
    c.receiver = await startWebhookReceiver((request) => {
      const eventId = (JSON.parse(request.rawBody) as { event_id: string }).event_id;
      const merchant = Number(/^\/m\/(\d+)$/.exec(request.path)?.[1] ?? -1);
      let status = 200;
      if (!c.receipts.some((r) => r.eventId === eventId)) {
        distinct += 1;
        if (distinct % FAIL_EVERY === 0) status = 500;
      }
      c.receipts.push({
        merchant,
        eventId,
        rawBody: request.rawBody,
        headers: request.headers,
        receivedAt: new Date(),
        status,
      });
      return { status, body: status === 200 ? 'ok' : 'try again' };
    });
    const admin = { email: 'cluster-admin@example.test', password: PASSWORD };
    c.cluster = await startCluster({
      apis: 2,
      workers: 2,
      solana: { rpcUrl: c.chain.rpcUrl, wsUrl: c.chain.wsUrl },
      admin,
      env: {
        REQUIRE_EMAIL_VERIFICATION: 'false',
        // The receiver is plain HTTP on 127.0.0.1.
        WEBHOOK_ALLOW_PRIVATE: 'true',
        ALLOW_INSECURE_WEBHOOKS: 'true',
        API_RATE_LIMIT: String(API_LIMIT),
        METRICS_TOKEN,
      },
    });
    c.api = c.cluster.apis.map((p) => p.url);
    log(
      `started: ${[...c.cluster.apis, ...c.cluster.workers].map((p) => `${p.name} (pid ${p.child.pid}, ${p.url})`).join(', ')}`,
    );
    c.adminToken = (await data<{ token: string }>(call(c.api[0]!, 'POST', '/api/auth/login', { body: admin }))).token;
  }, 300_000);

  // A failure shows what the processes complained about (warnings and errors of their JSON logs).
  afterEach((context) => {
    if (context.task.result?.state !== 'fail' || !c.cluster) return;
    for (const p of [...c.cluster.apis, ...c.cluster.workers]) {
      const complaints = p
        .logs()
        .split('\n')
        .filter((line) => /"level":(40|50|60)/.test(line) || (line !== '' && !line.startsWith('{')));
      if (complaints.length > 0)
        console.error(`--- ${p.name}: last warnings and errors ---\n${complaints.slice(-30).join('\n')}`);
    }
  });

  afterAll(async () => {
    await c.cluster?.stop();
    await c.receiver?.close();
    await c.chain?.close();
  }, 120_000);

  /** A merchant created by the admin on one API, signed in on the other. */
  async function createMerchant(
    tag: string,
    credits: number,
    through: number,
  ): Promise<{ id: string; email: string; token: string }> {
    const email = `${tag}-${randomBytes(3).toString('hex')}@example.test`;
    const { user } = await data<{ user: { id: string } }>(
      call(c.api[through % 2]!, 'POST', '/api/admin/users', {
        token: c.adminToken,
        body: { email, password: PASSWORD, walletAddress: randomWallet(), transactionCredits: credits },
      }),
      201,
    );
    const { token } = await data<{ token: string }>(
      call(c.api[(through + 1) % 2]!, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } }),
    );
    return { id: user.id, email, token };
  }

  return c;
}

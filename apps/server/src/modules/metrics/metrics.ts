import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Sizes read from the database when Prometheus scrapes (they are shared by every process, so any one can report them). */
export interface MetricsGauges {
  /** Pending links the watcher follows, and transactions it set aside after recording them failed (quarantine). */
  backlog(): Promise<{ pending: number; quarantined: number }>;
  /** Transactions the watcher found and has not recorded yet (quarantined ones included). */
  watchBacklog(): Promise<number>;
  /** Webhook deliveries due now or in flight. */
  webhookQueueDepth(): Promise<number>;
  /** This process's database connections (PostgreSQL pool; none for the embedded database). */
  pool(): { total: number; idle: number; waiting: number } | undefined;
  /** The transaction-request fee sponsor's SOL balance in lamports; null when there is no sponsor or the chain did not answer. */
  sponsorBalance?(): Promise<bigint | null>;
  /** The x402 relayer's ETH balance in wei per EVM network; null when there is no relayer. */
  relayerBalances?(): Promise<Partial<Record<string, bigint | null>> | null>;
}

/**
 * The process's Prometheus registry and the small hooks that code calls into: the HTTP layer, the job runner and
 * watcher, the RPC transport and the webhook sender each call one function here, and nothing else knows prom-client.
 */
export interface Metrics {
  registry: Registry;
  /** One HTTP request answered: `route` is the route pattern (never the raw URL, so labels stay few). */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One round of a background job (`watch-payments`, `deliver-webhooks`...): its duration and whether it failed. */
  jobRound(job: string, seconds: number, failed: boolean): void;
  /** One JSON-RPC call to the chain, by method; `failed` for transport errors and JSON-RPC errors alike. */
  rpcCall(method: string, seconds: number, failed: boolean): void;
  /** One webhook attempt: its outcome and how long after the event it was (delivery latency). */
  webhookAttempt(outcome: 'succeeded' | 'failed', secondsSinceEvent: number): void;
}

export function createMetrics(gauges: MetricsGauges): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'paylink_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'paylink_job_round_duration_seconds',
    help: 'Background job rounds (watcher ticks, webhook delivery rounds...) by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const rpc = new Histogram({
    name: 'paylink_rpc_call_duration_seconds',
    help: 'Chain JSON-RPC calls by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const rpcErrors = new Counter({
    name: 'paylink_rpc_errors_total',
    help: 'Failed chain JSON-RPC calls by method',
    labelNames: ['method'] as const,
    registers: [registry],
  });
  const webhooks = new Histogram({
    name: 'paylink_webhook_delivery_latency_seconds',
    help: 'Webhook attempts by outcome: time from the event to the attempt',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600],
    registers: [registry],
  });
  new Gauge({
    name: 'paylink_payment_backlog',
    help: 'Links the watcher follows (pending) and transactions it keeps in quarantine (quarantined)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { pending, quarantined } = await gauges.backlog();
      this.set({ state: 'pending' }, pending);
      this.set({ state: 'quarantined' }, quarantined);
    },
  });
  new Gauge({
    name: 'paylink_watch_backlog_signatures',
    help: 'Transactions the watcher found and has not recorded yet (quarantined ones included)',
    registers: [registry],
    async collect() {
      this.set(await gauges.watchBacklog());
    },
  });
  new Gauge({
    name: 'paylink_webhook_queue_depth',
    help: 'Webhook deliveries waiting to be sent (due or in flight)',
    registers: [registry],
    async collect() {
      this.set(await gauges.webhookQueueDepth());
    },
  });
  new Gauge({
    name: 'paylink_db_pool_connections',
    help: "This process's database connections by state (PostgreSQL pool)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = gauges.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'paylink_sponsor_balance_lamports',
    help: 'SOL balance of the fee sponsor of USDC transaction requests (absent when none is configured)',
    registers: [registry],
    async collect() {
      const balance = await gauges.sponsorBalance?.();
      if (balance !== null && balance !== undefined) this.set(Number(balance));
    },
  });
  new Gauge({
    name: 'paylink_x402_relayer_balance_wei',
    help: 'ETH balance of the x402 relayer per EVM network (absent when none is configured)',
    labelNames: ['network'] as const,
    registers: [registry],
    async collect() {
      for (const [network, wei] of Object.entries((await gauges.relayerBalances?.()) ?? {})) {
        if (wei !== null && wei !== undefined) this.set({ network }, Number(wei));
      }
    },
  });

  return {
    registry,
    request: (method, route, status, seconds) => http.observe({ method, route, status: String(status) }, seconds),
    jobRound: (job, seconds, failed) => jobs.observe({ job, outcome: failed ? 'error' : 'ok' }, seconds),
    rpcCall(method, seconds, failed) {
      rpc.observe({ method, outcome: failed ? 'error' : 'ok' }, seconds);
      if (failed) rpcErrors.inc({ method });
    },
    webhookAttempt: (outcome, secondsSinceEvent) => webhooks.observe({ outcome }, Math.max(0, secondsSinceEvent)),
  };
}

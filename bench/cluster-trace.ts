import type pg from 'pg';

// Where a payment's confirmation-to-webhook time goes in the cluster, hop by hop, from what the product itself
// records: its rows (the round's time as the link's completed_at, the recording transaction's start as the
// transfer's created_at, the webhook round's time as the delivery's created_at, the attempt's attempted_at) and
// its debug log (LOG_LEVEL=debug on the workers: the chain's wake-up, the change committed, the NOTIFY heard).
// The bench adds only what happens outside the product: when it sent the transfer, when the chain confirmed it,
// when the receiver got the POST. Every clock is this machine's.

export interface PaidLink {
  id: string;
  /** Epoch ms: the bench sent the transfer, the chain confirmed it, the receiver got payment.completed. */
  sentAt: number;
  confirmedAt: number;
  receivedAt?: number;
}

interface LogLine {
  time: number;
  msg: string;
  job?: string;
  paymentId?: string | null;
  recipients?: string[];
}

export const HOPS = [
  'confirmed → watcher woken (WebSocket)',
  'woken → watcher round started',
  'round → transfer read, recording',
  'recording → change committed',
  'committed → NOTIFY heard by a worker',
  'heard → webhook round (enqueued)',
  'enqueued → POST started (claimed)',
  'POST → receiver got it',
  'confirmed → receiver got it (total)',
] as const;

function workerLog(logs: string[]): LogLine[] {
  return logs.flatMap((text) =>
    text.split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    }),
  );
}

const epoch = (d: Date | string | null | undefined) => (d == null ? NaN : new Date(d).getTime());

/** Which watcher job recorded the payments (`watch-payments:solana`, its wake-up rounds `…:woken`), and how often. */
export function recordedBy(links: PaidLink[], workerLogs: string[]): Record<string, number> {
  const ids = new Set(links.map((l) => l.id));
  const jobs: Record<string, number> = {};
  for (const l of workerLog(workerLogs))
    if (l.msg === 'payment change committed; notifying' && ids.has(l.paymentId ?? '') && l.job)
      jobs[l.job] = (jobs[l.job] ?? 0) + 1;
  return jobs;
}

/** Each hop's duration (ms) for every link whose webhook arrived; NaN where a record is missing. */
export async function traceHops(db: pg.Client, links: PaidLink[], workerLogs: string[]): Promise<number[][]> {
  const lines = workerLog(workerLogs);
  const first = (msg: string, match: (l: LogLine) => boolean, after: number) =>
    Math.min(...lines.filter((l) => l.msg === msg && l.time >= after && match(l)).map((l) => l.time));
  const { rows } = await db.query<{
    id: string;
    recipient_address: string;
    completed_at: Date | null;
    recorded_at: Date | null;
    enqueued_at: Date | null;
    attempted_at: Date | null;
  }>(
    `select p.id, p.recipient_address, p.completed_at,
       (select min(t.created_at) from payment_transfers t where t.payment_id = p.id) as recorded_at,
       d.created_at as enqueued_at,
       (select min(a.attempted_at) from webhook_attempts a where a.delivery_id = d.id) as attempted_at
     from payments p
     left join webhook_deliveries d on d.payment_id = p.id and d.event_type = 'payment.completed'
     where p.id = any($1)`,
    [links.map((l) => l.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return links
    .filter((l) => l.receivedAt !== undefined)
    .map((l) => {
      const row = byId.get(l.id);
      const woken = first(
        'chain woke the watcher',
        (x) => row !== undefined && (x.recipients ?? []).includes(row.recipient_address),
        l.sentAt,
      );
      const round = epoch(row?.completed_at);
      const recorded = epoch(row?.recorded_at);
      const committed = first('payment change committed; notifying', (x) => x.paymentId === l.id, l.sentAt);
      const heard = first('payment change heard; waking webhook delivery', (x) => x.paymentId === l.id, l.sentAt);
      const enqueued = epoch(row?.enqueued_at);
      const attempted = epoch(row?.attempted_at);
      const points = [l.confirmedAt, woken, round, recorded, committed, heard, enqueued, attempted, l.receivedAt!];
      const hops = points.slice(1).map((p, i) => p - points[i]!);
      return [...hops, l.receivedAt! - l.confirmedAt].map((v) => (Number.isFinite(v) ? v : NaN));
    });
}

const percentile = (values: number[], p: number) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** p50 and p95 of each hop, one line each. */
export function printHops(perLink: number[][]): void {
  HOPS.forEach((hop, i) => {
    const values = perLink.map((hops) => hops[i]!);
    const missing = values.filter((v) => Number.isNaN(v)).length;
    console.log(
      `    ${hop.padEnd(40)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(values, 95)
        .toFixed(0)
        .padStart(5)} ms${missing > 0 ? `  (${missing} without a record)` : ''}`,
    );
  });
}

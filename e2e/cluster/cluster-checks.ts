import { expect } from 'vitest';
import { verifyWebhook } from '@paylink/client';
import { METRICS_TOKEN, type Merchant, type Receipt } from './cluster-scenario';

/** The webhook requests whose signature does not verify with their merchant's secret, as `event_id: reason`. */
export async function unverifiedReceipts(receipts: Receipt[], merchants: Merchant[]): Promise<string[]> {
  const unverified: string[] = [];
  for (const r of receipts) {
    const m = merchants[r.merchant];
    const check = m
      ? await verifyWebhook({ rawBody: r.rawBody, headers: r.headers, secret: m.secret, now: r.receivedAt })
      : { ok: false, reason: `unknown path` };
    if (!check.ok) unverified.push(`${r.eventId}: ${check.reason}`);
  }
  return unverified;
}

/** A worker's own /metrics: its watcher ticks, getTransaction calls and webhooks delivered. */
export async function workerMetrics(url: string) {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status).toBe(200);
  const text = await res.text();
  const count = (pattern: RegExp) => [...text.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);
  const ticks = count(
    /^paylink_job_round_duration_seconds_count\{job="watch-payments:solana(?::woken)?",outcome="ok"\} (\d+)$/gm,
  );
  const transactions = count(
    /^paylink_rpc_call_duration_seconds_count\{method="getTransaction",outcome="ok"\} (\d+)$/gm,
  );
  const delivered = count(/^paylink_webhook_delivery_latency_seconds_count\{outcome="succeeded"\} (\d+)$/gm);
  return { ticks, transactions, delivered };
}

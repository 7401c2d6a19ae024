/* global Buffer */
// Receiving webhooks (Node 18+, no dependencies). Paylink POSTs JSON to the link's webhookUrl:
//   { "event_type": "payment.completed", "event_id": "evt_…", "created_at": "…",
//     "data": { "payment": { "id", "amount", "currency", "status", "transaction_signature", "completed_at", "metadata" },
//               "user": { "id", "email" } } }
// and signs it: Paylink-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>.
//   PAYLINK_WEBHOOK_SECRET=… node webhook-handler.mjs
import http from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

const SECRET = process.env.PAYLINK_WEBHOOK_SECRET;
const TOLERANCE_S = 300;
if (!SECRET) throw new Error('Set PAYLINK_WEBHOOK_SECRET');

export function verifySignature(rawBody, header, secret, now = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now - t) > TOLERANCE_S || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const seen = new Set(); // use your database: deliveries can repeat, event_id is unique

http
  .createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (!verifySignature(raw, req.headers['paylink-signature'], SECRET)) {
      res.writeHead(400).end('bad signature');
      return;
    }
    const event = JSON.parse(raw);
    if (!seen.has(event.event_id)) {
      seen.add(event.event_id);
      if (event.event_type === 'payment.completed') console.log('paid: order', event.data.payment.metadata?.orderId);
    }
    res.writeHead(200).end('ok');
  })
  .listen(Number(process.env.PORT ?? 3002), () => console.log('webhook receiver ready'));

// Receiving webhooks (Node 18+): npm install standardwebhooks. Paylink POSTs JSON to the link's webhookUrl:
//   { "event_type": "payment.completed", "event_id": "evt_…", "created_at": "…",
//     "data": { "payment": { "id", "amount", "currency", "status", "transaction_signature", "completed_at", "metadata" },
//               "user": { "id", "email" } } }
// signed per Standard Webhooks (standardwebhooks.com): webhook-id (= event_id), webhook-timestamp,
// webhook-signature: v1,<base64 HMAC-SHA256>. The official library checks the signature (either one during a
// secret rotation) and refuses timestamps more than 5 minutes away, so a captured request cannot be replayed.
//   PAYLINK_WEBHOOK_SECRET=whsec_… node webhook-handler.mjs
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

const SECRET = process.env.PAYLINK_WEBHOOK_SECRET;
if (!SECRET) throw new Error('Set PAYLINK_WEBHOOK_SECRET');
const webhook = new Webhook(SECRET);

const seen = new Set(); // use your database: deliveries can repeat, event_id is unique

http
  .createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let event;
    try {
      event = webhook.verify(raw, req.headers); // the raw body, exactly as received
    } catch {
      res.writeHead(400).end('bad signature');
      return;
    }
    if (!seen.has(event.event_id)) {
      seen.add(event.event_id);
      if (event.event_type === 'payment.completed') console.log('paid: order', event.data.payment.metadata?.orderId);
    }
    res.writeHead(200).end('ok');
  })
  .listen(Number(process.env.PORT ?? 3002), () => console.log('webhook receiver ready'));

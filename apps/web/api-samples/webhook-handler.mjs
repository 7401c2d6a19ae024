// Receiving webhooks (Node 20+) with the verifier of the typed client. Paylink POSTs JSON to the link's webhookUrl
// (else to your endpoint in Settings → Webhooks); every event is in the API reference under Webhooks:
//   { "type": "payment.completed", "event_id": "evt_…", "created_at": "…",
//     "data": { "payment": { "id", "amount", "currency", "status", "transaction_signature", "completed_at", "metadata" },
//               "user": { "id", "email" } } }
// signed with the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) and the legacy
// Paylink-Signature header; verifyWebhook checks either, on the raw body, within 5 minutes.
//   npm install @paylink/client
//   PAYLINK_WEBHOOK_SECRET=whsec_… node webhook-handler.mjs
import http from 'node:http';
import { verifyWebhook } from '@paylink/client';

const SECRET = process.env.PAYLINK_WEBHOOK_SECRET;
if (!SECRET) throw new Error('Set PAYLINK_WEBHOOK_SECRET');

const seen = new Set(); // use your database: deliveries can repeat, event_id is unique

http
  .createServer(async (req, res) => {
    let rawBody = '';
    for await (const chunk of req) rawBody += chunk;
    const verified = await verifyWebhook({ rawBody, headers: req.headers, secret: SECRET });
    if (!verified.ok) {
      res.writeHead(400).end(verified.reason);
      return;
    }
    const { event } = verified;
    if (!seen.has(event.event_id)) {
      seen.add(event.event_id);
      if (event.type === 'payment.completed')
        console.log('paid: order', event.data.payment.metadata?.orderId, 'event', event.event_id);
    }
    res.writeHead(200).end('ok');
  })
  .listen(Number(process.env.PORT ?? 3002), '127.0.0.1', function () {
    console.log(`webhook receiver listening on http://127.0.0.1:${this.address().port}`);
  });

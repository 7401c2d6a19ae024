// A checkout backend in Node (20+) with the typed client: your shop calls it; it calls Paylink with your key.
//   npm install @paylink/client
//   PAYLINK_URL=http://localhost:8080 PAYLINK_API_KEY=pl_... node node-backend.mjs
import http from 'node:http';
import { createPaylinkClient, unwrap } from '@paylink/client';

const PAYLINK_URL = process.env.PAYLINK_URL ?? 'http://localhost:8080';
const API_KEY = process.env.PAYLINK_API_KEY;
const PORT = Number(process.env.PORT ?? 3001);
if (!API_KEY) throw new Error('Set PAYLINK_API_KEY (Settings → API Integration)');

// Retries a 429 after its Retry-After; with the same Idempotency-Key, a retry never makes a second link.
const paylink = createPaylinkClient({ baseUrl: PAYLINK_URL, apiKey: API_KEY });

async function readJson(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw ? JSON.parse(raw) : {};
}

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = http.createServer(async (req, res) => {
  try {
    // POST /checkout { orderId, amount, currency } → where to send the customer
    if (req.method === 'POST' && req.url === '/checkout') {
      const { orderId, amount, currency = 'USDC' } = await readJson(req);
      // The order id as Idempotency-Key: a retried checkout never creates (or pays for) a second link.
      const { payment } = await unwrap(
        paylink.POST('/api/v1/payment-links', {
          params: { header: { 'idempotency-key': `order-${orderId}` } },
          body: {
            amount: String(amount),
            currency,
            label: `Order #${orderId}`,
            metadata: { orderId: String(orderId) },
          },
        }),
      );
      return send(res, 201, {
        paymentId: payment.id,
        paymentPageUrl: `${PAYLINK_URL}/payment/${payment.id}`,
        solanaPayUrl: payment.solanaPayUrl,
        qrCodeUrl: `${PAYLINK_URL}/api/payments/${payment.id}/qr.png`,
      });
    }
    // GET /orders/<paymentId>/status → PENDING | COMPLETED | EXPIRED | FAILED
    const match = /^\/orders\/([\w-]+)\/status$/.exec(req.url ?? '');
    if (req.method === 'GET' && match) {
      const { payment } = await unwrap(
        paylink.GET('/api/v1/payment-links/{id}', { params: { path: { id: match[1] } } }),
      );
      return send(res, 200, { status: payment.status, paidAt: payment.completedAt });
    }
    send(res, 404, { error: 'Not found' });
  } catch (error) {
    send(res, error.status ?? 500, { error: error.message, code: error.code });
  }
});

server.listen(PORT, '127.0.0.1', () =>
  console.log(`checkout backend listening on http://127.0.0.1:${server.address().port}`),
);

# Create a payment link (one credit). Keep the key on your server.
curl -X POST "$PAYLINK_URL/api/v1/payment-links" \
  -H "Authorization: Bearer $PAYLINK_API_KEY" \
  -H "Content-Type: application/json" \
  -H "Idempotency-Key: order-1042" \
  -d '{"amount":"1.5","currency":"USDC","label":"Order #1042","metadata":{"orderId":"1042"}}'

# Its status (the public endpoint needs no key and costs nothing)
curl "$PAYLINK_URL/api/payments/pay_XXXXXXXX"

# Your links, newest first, 10 at a time; pass the last id as starting_after for the next page
curl "$PAYLINK_URL/api/v1/payment-links?limit=10&status=COMPLETED" -H "X-API-Key: $PAYLINK_API_KEY"

-- Custom migration (drizzle-kit generate --custom), issue 29: a token Paylink does not know is never owed (anyone
-- can mint one and send it with a link's reference), so links flagged only because such a token arrived are
-- cleared. For links with an unknown-token transfer still flagged, what is owed is derived again with the rule of
-- modules/payments/amount-owed.ts (owedShares), as 0012 derives it, lowered by COMPLETED refunds (of a transfer:
-- that transfer, at most what it owes; of the link as a whole: its token's total); the flag is cleared where
-- nothing is owed in any token. Only the flag changes (an unknown token never counted in amount_owed). Running it
-- again changes nothing.
WITH arrived AS (
  SELECT
    t.id, t.payment_id, t.currency, t.outcome, t.slot, t.tx_index, t.created_at,
    CASE
      WHEN t.amount IS NULL OR t.currency IS NULL THEN 0
      WHEN t.outcome IN ('counted', 'excess') OR t.reason = 'wrong_token' THEN t.amount
      ELSE 0
    END AS arrived
  FROM "payment_transfers" t
  JOIN "payments" p ON p.id = t.payment_id
  WHERE p.purpose = 'link' AND p.needs_refund
),
ordered AS (
  SELECT
    a.*, p.status, COALESCE(p.pay_amount, p.amount) AS price,
    COALESCE(SUM(CASE WHEN a.outcome = 'counted' THEN a.arrived ELSE 0 END) OVER (
      PARTITION BY a.payment_id ORDER BY a.slot, a.tx_index, a.created_at ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
    ), 0) AS counted_before
  FROM arrived a
  JOIN "payments" p ON p.id = a.payment_id
),
gross AS (
  SELECT
    id, payment_id, currency,
    CASE
      WHEN outcome <> 'counted' OR arrived = 0 THEN arrived
      WHEN status = 'PENDING' THEN 0
      WHEN status = 'COMPLETED' THEN arrived - LEAST(arrived, GREATEST(price - counted_before, 0))
      ELSE arrived
    END AS owed
  FROM ordered
),
per_token AS (
  SELECT
    g.payment_id, g.currency,
    SUM(GREATEST(g.owed - COALESCE((SELECT SUM(r.amount) FROM "refunds" r WHERE r.transfer_id = g.id AND r.status = 'COMPLETED'), 0), 0)) AS owed
  FROM gross g
  GROUP BY g.payment_id, g.currency
),
still_owing AS (
  SELECT c.payment_id
  FROM per_token c
  WHERE c.owed > COALESCE((
    SELECT SUM(r.amount) FROM "refunds" r
    WHERE r.payment_id = c.payment_id AND r.currency = c.currency AND r.transfer_id IS NULL AND r.status = 'COMPLETED'
  ), 0)
)
UPDATE "payments" p
SET "needs_refund" = false
WHERE p.purpose = 'link'
  AND p.needs_refund
  AND EXISTS (
    SELECT 1 FROM "payment_transfers" t
    WHERE t.payment_id = p.id AND t.outcome = 'rejected' AND t.reason = 'wrong_token' AND t.currency IS NULL
  )
  AND NOT EXISTS (SELECT 1 FROM still_owing s WHERE s.payment_id = p.id);

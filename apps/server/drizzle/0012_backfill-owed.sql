-- Custom migration (drizzle-kit generate --custom): links that existed before refunds. 0011 added amount_owed with
-- default 0, so a link overpaid, paid late or failed with money before the upgrade showed nothing owed until its
-- next transition. This derives what each link owes with the rule of modules/payments/amount-owed.ts (owedShares),
-- from its transfers in chain order (slot, tx_index, created_at, as transfersInChainOrder), for links still at 0 with
-- no COMPLETED refund (those were settled by complete-refund; PENDING and EXPIRED refunds owe nothing). Running it
-- again changes nothing: it writes what settleOwed would.
WITH arrived AS (
  SELECT
    t.payment_id, t.currency, t.outcome, t.reason, t.amount, t.slot, t.tx_index, t.created_at,
    -- arrivedAmount: counted and excess transfers, and a wrong token we know.
    CASE
      WHEN t.amount IS NULL OR t.currency IS NULL THEN 0
      WHEN t.outcome IN ('counted', 'excess') OR t.reason = 'wrong_token' THEN t.amount
      ELSE 0
    END AS arrived
  FROM "payment_transfers" t
),
ordered AS (
  SELECT
    a.*, p.status, p.currency AS link_currency, COALESCE(p.pay_amount, p.amount) AS price,
    -- What counted transfers before this one already gave to the price (a COMPLETED link keeps its price in chain order).
    COALESCE(SUM(CASE WHEN a.outcome = 'counted' THEN a.arrived ELSE 0 END) OVER (
      PARTITION BY a.payment_id ORDER BY a.slot, a.tx_index, a.created_at ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
    ), 0) AS counted_before
  FROM arrived a
  JOIN "payments" p ON p.id = a.payment_id
),
owed AS (
  SELECT
    payment_id, currency, link_currency, outcome, reason, amount,
    CASE
      WHEN outcome <> 'counted' OR arrived = 0 THEN arrived
      WHEN status = 'PENDING' THEN 0
      WHEN status = 'COMPLETED' THEN arrived - LEAST(arrived, GREATEST(price - counted_before, 0))
      ELSE arrived
    END AS owed
  FROM ordered
),
per_link AS (
  SELECT
    payment_id,
    SUM(CASE WHEN currency = link_currency THEN owed ELSE 0 END) AS amount_owed,
    -- Money owed in any token, or a wrong token we cannot value.
    BOOL_OR(owed > 0 OR (outcome = 'rejected' AND reason = 'wrong_token' AND currency IS NULL AND COALESCE(amount, 0) > 0)) AS owes
  FROM owed
  GROUP BY payment_id
)
UPDATE "payments" p
SET
  "amount_owed" = l.amount_owed,
  -- As settleOwed: a completed credit purchase the platform could not honour stays flagged.
  "needs_refund" = l.owes OR (p.purpose = 'credit_purchase' AND p.status = 'COMPLETED' AND p.needs_refund)
FROM per_link l
WHERE p.id = l.payment_id
  AND p.amount_owed = 0
  AND NOT EXISTS (SELECT 1 FROM "refunds" r WHERE r.payment_id = p.id AND r.status = 'COMPLETED');

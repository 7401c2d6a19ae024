ALTER TABLE "payment_settings" ADD COLUMN "underpayment_tolerance_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
-- Links refunded before the column: all that arrived in their token (counted, excess) paid back, or part of it.
UPDATE "payments" p SET "refund_status" = CASE
  WHEN p."amount_refunded" >= (SELECT coalesce(sum(t."amount"), 0) FROM "payment_transfers" t WHERE t."payment_id" = p."id" AND t."outcome" IN ('counted', 'excess') AND t."currency" = p."currency") THEN 'refunded'
  ELSE 'partially_refunded' END
WHERE p."amount_refunded" > 0;

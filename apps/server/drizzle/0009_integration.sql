ALTER TABLE "rate_limit_counters" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "rate_limit_counters" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_ck";--> statement-breakpoint
ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_status_ck";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE numeric(20, 0);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_received" SET DATA TYPE numeric(20, 0);--> statement-breakpoint
ALTER TABLE "payment_transfers" ALTER COLUMN "amount" SET DATA TYPE numeric(20, 0);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_currencies" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_rate" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_source" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "watch_backlog" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "in_flight_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "breaker_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_ck" CHECK (purpose in ('link', 'credit_purchase'));--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_status_ck" CHECK ("credit_purchases"."status" in ('PENDING', 'COMPLETED', 'FAILED', 'REVERSED'));
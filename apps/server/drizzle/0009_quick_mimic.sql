ALTER TABLE "rate_limit_counters" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "rate_limit_counters" CASCADE;--> statement-breakpoint
ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_status_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "in_flight_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "breaker_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id");--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_status_ck" CHECK ("credit_purchases"."status" in ('PENDING', 'COMPLETED', 'FAILED', 'REVERSED'));
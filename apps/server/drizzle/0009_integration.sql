CREATE TABLE "evm_amount_offsets" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"asset" text NOT NULL,
	"recipient" text NOT NULL,
	"offset_steps" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evm_watch_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"last_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unmatched_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"network" text NOT NULL,
	"currency" text NOT NULL,
	"token" text,
	"recipient" text NOT NULL,
	"payer" text,
	"amount" numeric(78, 0) NOT NULL,
	"signature" text NOT NULL,
	"position" integer NOT NULL,
	"block" bigint NOT NULL,
	"tx_index" integer,
	"block_time" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "unmatched_transfers_status_ck" CHECK ("unmatched_transfers"."status" in ('open', 'assigned', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "rate_limit_counters" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "rate_limit_counters" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_ck";--> statement-breakpoint
ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_status_ck";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE numeric(78, 0);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_received" SET DATA TYPE numeric(78, 0);--> statement-breakpoint
ALTER TABLE "payment_transfers" ALTER COLUMN "amount" SET DATA TYPE numeric(78, 0);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_amount" numeric(78, 0);--> statement-breakpoint
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
ALTER TABLE "evm_amount_offsets" ADD CONSTRAINT "evm_amount_offsets_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_transfers" ADD CONSTRAINT "unmatched_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evm_amount_offsets_slot_uq" ON "evm_amount_offsets" USING btree ("network","asset","recipient","offset_steps");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_transfers_transfer_uq" ON "unmatched_transfers" USING btree ("network","signature","position");--> statement-breakpoint
CREATE INDEX "unmatched_transfers_user_idx" ON "unmatched_transfers" USING btree ("user_id","status","created_at");--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_ck" CHECK (purpose in ('link', 'credit_purchase'));--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_status_ck" CHECK ("credit_purchases"."status" in ('PENDING', 'COMPLETED', 'FAILED', 'REVERSED'));
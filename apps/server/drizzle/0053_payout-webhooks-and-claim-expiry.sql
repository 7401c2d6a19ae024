CREATE TABLE "payout_events" (
	"id" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"account_id" text,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_events_type_ck" CHECK (type in ('payout.paid', 'payout.failed'))
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_id_payment_events_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
-- Claim links out before expiry existed close 30 days after their payout was created (PAYOUT_CLAIM_TTL_DAYS).
UPDATE "payouts" SET "claim_expires_at" = "created_at" + interval '30 days' WHERE "claim_token_hash" IS NOT NULL AND "claim_expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_events_created_idx" ON "payout_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_events_paid_uq" ON "payout_events" USING btree ("payout_id") WHERE type = 'payout.paid';--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_payout_idx" ON "webhook_deliveries" USING btree ("payout_id","event_created_at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batched_ck" CHECK (status <> 'IN_BATCH' or batch_id is not null);--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subject_ck" CHECK (("webhook_deliveries"."payment_id" is null) <> ("webhook_deliveries"."payout_id" is null));
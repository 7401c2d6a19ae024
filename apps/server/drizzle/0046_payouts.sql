CREATE TABLE "payout_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"network" text NOT NULL,
	"reference" text,
	"from_block" numeric(78, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"amount" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"pay_currency" text NOT NULL,
	"pay_amount" numeric(78, 0),
	"rate" text,
	"rate_source" text,
	"quoted_at" timestamp with time zone,
	"networks" jsonb NOT NULL,
	"network" text,
	"address" text,
	"status" text NOT NULL,
	"claim_token_hash" text,
	"claimed_at" timestamp with time zone,
	"batch_id" text,
	"tx_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_claim_token_hash_unique" UNIQUE("claim_token_hash"),
	CONSTRAINT "payouts_status_ck" CHECK (status in ('AWAITING_ADDRESS', 'READY', 'IN_BATCH', 'PAID', 'FAILED', 'CANCELED')),
	CONSTRAINT "payouts_amount_ck" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_batches_account_idx" ON "payout_batches" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_account_idx" ON "payouts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_tx_idx" ON "payouts" USING btree ("network","tx_id","address");
CREATE TABLE "payment_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"currency" text NOT NULL,
	"mint" text,
	"amount" numeric(78, 0) NOT NULL,
	"pay_amount" numeric(78, 0),
	"payment_url" text NOT NULL,
	"rate" text NOT NULL,
	"source" text NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "evm_amount_offsets_slot_uq";--> statement-breakpoint
-- Hand-edited (drizzle-kit cannot name the old primary key, nor backfill a new NOT NULL column): an open link's
-- unique amount is its pay amount, which becomes the key.
ALTER TABLE "evm_amount_offsets" DROP CONSTRAINT "evm_amount_offsets_pkey";--> statement-breakpoint
ALTER TABLE "evm_amount_offsets" ADD COLUMN "pay_amount" numeric(78, 0);--> statement-breakpoint
UPDATE "evm_amount_offsets" o SET "pay_amount" = p."pay_amount" FROM "payments" p WHERE p."id" = o."payment_id";--> statement-breakpoint
DELETE FROM "evm_amount_offsets" WHERE "pay_amount" IS NULL;--> statement-breakpoint
ALTER TABLE "evm_amount_offsets" ALTER COLUMN "pay_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "evm_amount_offsets" ADD CONSTRAINT "evm_amount_offsets_pay_amount_pk" PRIMARY KEY("network","asset","recipient","pay_amount");--> statement-breakpoint
ALTER TABLE "evm_amount_offsets" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD COLUMN "fiat_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD CONSTRAINT "payment_quotes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_quotes_payment_idx" ON "payment_quotes" USING btree ("payment_id","quoted_at");--> statement-breakpoint
CREATE INDEX "payment_quotes_expires_idx" ON "payment_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "evm_amount_offsets_payment_idx" ON "evm_amount_offsets" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "evm_amount_offsets" DROP COLUMN "offset_steps";--> statement-breakpoint
-- Hand-edited: each fiat-priced link's current quote starts its history.
INSERT INTO "payment_quotes" ("id", "payment_id", "currency", "mint", "amount", "pay_amount", "payment_url", "rate", "source", "quoted_at", "expires_at")
SELECT 'quo_' || "id", "id", "currency", "mint", "amount", "pay_amount", "solana_pay_url", "quote_rate", "quote_source", "quoted_at", "quote_expires_at"
FROM "payments" WHERE "quote_rate" IS NOT NULL AND "quoted_at" IS NOT NULL AND "quote_expires_at" IS NOT NULL;

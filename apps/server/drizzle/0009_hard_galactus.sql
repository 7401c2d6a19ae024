ALTER TABLE "payments" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_currencies" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_rate" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_source" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_expires_at" timestamp with time zone;
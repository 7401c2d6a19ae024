ALTER TABLE "users" ADD COLUMN "default_pay_options" jsonb;--> statement-breakpoint
ALTER TABLE "payment_quotes" ADD COLUMN "network" text;--> statement-breakpoint
UPDATE "payment_quotes" SET "network" = "payments"."network" FROM "payments" WHERE "payments"."id" = "payment_quotes"."payment_id";--> statement-breakpoint
ALTER TABLE "payment_quotes" ALTER COLUMN "network" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_options" jsonb;

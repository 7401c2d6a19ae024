ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_ck";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE numeric(20, 0);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_received" SET DATA TYPE numeric(20, 0);--> statement-breakpoint
ALTER TABLE "payment_transfers" ALTER COLUMN "amount" SET DATA TYPE numeric(20, 0);--> statement-breakpoint
ALTER TABLE "watch_backlog" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_ck" CHECK (purpose in ('link', 'credit_purchase'));
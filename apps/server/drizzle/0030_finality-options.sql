CREATE TABLE "payment_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"complete_at" text DEFAULT 'confirmation' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_complete_at_check" CHECK (complete_at in ('confirmation', 'finality'))
);
--> statement-breakpoint
CREATE TABLE "receipt_emails" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
DROP INDEX "payment_events_once_uq";--> statement-breakpoint
DROP INDEX "payments_finalizing_idx";--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_emails" ADD CONSTRAINT "receipt_emails_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_emails_unsent_idx" ON "receipt_emails" USING btree ("created_at") WHERE "receipt_emails"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_once_uq" ON "payment_events" USING btree ("payment_id","type","round") WHERE type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired', 'payment.overpaid', 'payment.paid_late', 'payment.finalized', 'payment.reversed');--> statement-breakpoint
CREATE INDEX "payments_finalizing_idx" ON "payments" USING btree ("completed_at") WHERE "payments"."status" in ('COMPLETED', 'CONFIRMED') and "payments"."finalized_at" is null;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired', 'payment.partially_paid', 'payment.excess_received', 'payment.refunded', 'payment.overpaid', 'payment.paid_late', 'payment.wrong_token', 'payment.finalized', 'payment.reversed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('PENDING', 'COMPLETED', 'EXPIRED', 'FAILED', 'CONFIRMED'));
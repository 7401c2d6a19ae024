CREATE TABLE "payment_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"complete_at" text DEFAULT 'confirmation' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_complete_at_check" CHECK (complete_at in ('confirmation', 'finality'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
DROP INDEX "payments_finalizing_idx";--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_finalizing_idx" ON "payments" USING btree ("completed_at") WHERE "payments"."status" in ('COMPLETED', 'CONFIRMED') and "payments"."finalized_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('PENDING', 'COMPLETED', 'EXPIRED', 'FAILED', 'CONFIRMED'));
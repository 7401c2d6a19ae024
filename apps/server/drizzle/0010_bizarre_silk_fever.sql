ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_status_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id");--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_status_ck" CHECK ("credit_purchases"."status" in ('PENDING', 'COMPLETED', 'FAILED', 'REVERSED'));
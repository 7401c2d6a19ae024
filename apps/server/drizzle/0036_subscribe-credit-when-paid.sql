DROP INDEX "subscriptions_plan_idx";--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "credit_when_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id","created_at");
CREATE TABLE "recurring_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"pay_currency" text NOT NULL,
	"network" text NOT NULL,
	"interval" text NOT NULL,
	"interval_count" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"renewal_notice_days" integer NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"collection" text DEFAULT 'push' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_plans_interval_ck" CHECK (interval in ('day', 'week', 'month', 'year')),
	CONSTRAINT "recurring_plans_collection_ck" CHECK (collection in ('push')),
	CONSTRAINT "recurring_plans_amount_ck" CHECK (amount > 0),
	CONSTRAINT "recurring_plans_interval_count_ck" CHECK (interval_count >= 1),
	CONSTRAINT "recurring_plans_trial_days_ck" CHECK (trial_days >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "subscription_periods_kind_ck" CHECK ("subscription_periods"."kind" in ('first', 'renewal'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'INCOMPLETE' NOT NULL,
	"collection" text DEFAULT 'push' NOT NULL,
	"portal_token_hash" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"past_due_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"renewal_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_portal_token_hash_unique" UNIQUE("portal_token_hash"),
	CONSTRAINT "subscriptions_status_ck" CHECK (status in ('INCOMPLETE', 'ACTIVE', 'PAST_DUE', 'CANCELED')),
	CONSTRAINT "subscriptions_collection_ck" CHECK (collection in ('push')),
	CONSTRAINT "subscriptions_cancel_reason_ck" CHECK (cancel_reason in ('customer', 'merchant', 'unpaid'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_plans_user_idx" ON "recurring_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_period_uq" ON "subscription_periods" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "subscription_periods_subscription_idx" ON "subscription_periods" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK (type in ('payment.created', 'payment.completed', 'payment.failed', 'payment.expired', 'payment.partially_paid', 'payment.excess_received', 'payment.refunded', 'payment.overpaid', 'payment.paid_late', 'payment.wrong_token', 'payment.finalized', 'payment.reversed', 'subscription.created', 'subscription.activated', 'subscription.renewed', 'subscription.past_due', 'subscription.canceled'));
CREATE TABLE "credit_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"package_kind" text NOT NULL,
	"package_name" text NOT NULL,
	"display_name" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"tier" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"stripe_session_id" text,
	"payment_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_purchases_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "credit_purchases_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "credit_purchases_method_ck" CHECK ("credit_purchases"."method" in ('card', 'crypto')),
	CONSTRAINT "credit_purchases_kind_ck" CHECK ("credit_purchases"."package_kind" in ('plan', 'pricing')),
	CONSTRAINT "credit_purchases_status_ck" CHECK ("credit_purchases"."status" in ('PENDING', 'COMPLETED', 'FAILED')),
	CONSTRAINT "credit_purchases_credits_ck" CHECK ("credit_purchases"."credits" >= 1),
	CONSTRAINT "credit_purchases_amount_ck" CHECK ("credit_purchases"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_allowances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan_name" text NOT NULL,
	"monthly_credits" integer NOT NULL,
	"remaining" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"stripe_subscription_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_allowances_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "plan_allowances_remaining_ck" CHECK ("plan_allowances"."remaining" >= 0),
	CONSTRAINT "plan_allowances_monthly_ck" CHECK ("plan_allowances"."monthly_credits" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_allowances" ADD CONSTRAINT "plan_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_purchases_user_idx" ON "credit_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_ck" CHECK ("payments"."purpose" in ('link', 'credit_purchase'));
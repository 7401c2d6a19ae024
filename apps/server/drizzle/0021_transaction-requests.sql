CREATE TABLE "sponsor_blocked_accounts" (
	"account" text PRIMARY KEY NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_budgets" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"spent_lamports" bigint NOT NULL,
	CONSTRAINT "sponsor_budgets_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "sponsored_transactions" (
	"signature" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"user_id" text,
	"account" text NOT NULL,
	"fee_lamports" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transaction_request_url" text;--> statement-breakpoint
ALTER TABLE "sponsor_budgets" ADD CONSTRAINT "sponsor_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_transactions" ADD CONSTRAINT "sponsored_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_transactions" ADD CONSTRAINT "sponsored_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsored_transactions_account_idx" ON "sponsored_transactions" USING btree ("account","status");
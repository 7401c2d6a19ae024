CREATE TABLE "x402_authorizations" (
	"network" text NOT NULL,
	"payer" text NOT NULL,
	"nonce" text NOT NULL,
	"user_id" text,
	"payment_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'settling' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "x402_authorizations_network_payer_nonce_pk" PRIMARY KEY("network","payer","nonce")
);
--> statement-breakpoint
CREATE TABLE "x402_gas_budgets" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"spent_wei" bigint NOT NULL,
	CONSTRAINT "x402_gas_budgets_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "x402_url" text;--> statement-breakpoint
ALTER TABLE "x402_authorizations" ADD CONSTRAINT "x402_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_authorizations" ADD CONSTRAINT "x402_authorizations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_gas_budgets" ADD CONSTRAINT "x402_gas_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "x402_authorizations_payment_idx" ON "x402_authorizations" USING btree ("payment_id");
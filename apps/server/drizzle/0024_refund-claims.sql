CREATE TABLE "refund_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"transfer_id" text,
	"label" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"address" text,
	"answered_at" timestamp with time zone,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_claims_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "refund_claims" ADD CONSTRAINT "refund_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_claims" ADD CONSTRAINT "refund_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_claims" ADD CONSTRAINT "refund_claims_transfer_id_payment_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."payment_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_claims" ADD CONSTRAINT "refund_claims_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_claims_payment_idx" ON "refund_claims" USING btree ("payment_id","created_at");
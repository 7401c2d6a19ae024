CREATE TABLE "x402_listings" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "x402_payment_identifiers" (
	"payment_id" text NOT NULL,
	"identifier" text NOT NULL,
	"settlement" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "x402_payment_identifiers_payment_id_identifier_pk" PRIMARY KEY("payment_id","identifier")
);
--> statement-breakpoint
ALTER TABLE "x402_listings" ADD CONSTRAINT "x402_listings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_listings" ADD CONSTRAINT "x402_listings_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "x402_payment_identifiers" ADD CONSTRAINT "x402_payment_identifiers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "x402_listings_created_idx" ON "x402_listings" USING btree ("created_at");
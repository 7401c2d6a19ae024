CREATE TABLE "bitcoin_account_keys" (
	"account_key" text PRIMARY KEY NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bitcoin_derived_addresses" (
	"address" text NOT NULL,
	"account_key" text NOT NULL,
	"index" integer NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bitcoin_derived_addresses_key_index_pk" PRIMARY KEY("account_key","index")
);
--> statement-breakpoint
CREATE TABLE "unconfirmed_transfers" (
	"payment_id" text NOT NULL,
	"tx_id" text NOT NULL,
	"position" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"confirmations" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "btc_xpub" text;--> statement-breakpoint
ALTER TABLE "bitcoin_derived_addresses" ADD CONSTRAINT "bitcoin_derived_addresses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unconfirmed_transfers" ADD CONSTRAINT "unconfirmed_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bitcoin_derived_addresses_address_idx" ON "bitcoin_derived_addresses" USING btree ("address");--> statement-breakpoint
CREATE INDEX "bitcoin_derived_addresses_payment_idx" ON "bitcoin_derived_addresses" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unconfirmed_transfers_tx_uq" ON "unconfirmed_transfers" USING btree ("tx_id","position");--> statement-breakpoint
CREATE INDEX "unconfirmed_transfers_payment_idx" ON "unconfirmed_transfers" USING btree ("payment_id");
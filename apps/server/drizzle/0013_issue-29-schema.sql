CREATE TABLE "claimed_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"proven_at" timestamp with time zone,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"address" text NOT NULL,
	"nonce" text NOT NULL,
	"message" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_proofs_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_transaction_signature_unique";--> statement-breakpoint
DROP INDEX "payment_transfers_payment_signature_uq";--> statement-breakpoint
DROP INDEX "payment_transfers_counted_once_uq";--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claimed_addresses" ADD CONSTRAINT "claimed_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_proofs" ADD CONSTRAINT "wallet_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claimed_addresses_user_idx" ON "claimed_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_proofs_user_idx" ON "wallet_proofs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_payment_signature_uq" ON "payment_transfers" USING btree ("payment_id","signature","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_counted_once_uq" ON "payment_transfers" USING btree ("signature","position") WHERE outcome <> 'rejected';
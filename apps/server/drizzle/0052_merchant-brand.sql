CREATE TABLE "merchant_logos" (
	"account_id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_accounts" ADD COLUMN "name_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_accounts" ADD COLUMN "accent_color" text;--> statement-breakpoint
ALTER TABLE "merchant_logos" ADD CONSTRAINT "merchant_logos_account_id_merchant_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."merchant_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_logos_sha256_idx" ON "merchant_logos" USING btree ("sha256");
CREATE TABLE "screened_addresses" (
	"family" text NOT NULL,
	"address" text NOT NULL,
	"line" integer NOT NULL,
	CONSTRAINT "screened_addresses_family_address_pk" PRIMARY KEY("family","address")
);
--> statement-breakpoint
CREATE TABLE "screening_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text,
	"version" text,
	"entries" integer DEFAULT 0 NOT NULL,
	"loaded_at" timestamp with time zone,
	"attempted_source" text,
	"next_refresh_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "screened_sender" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "screened_at" timestamp with time zone;
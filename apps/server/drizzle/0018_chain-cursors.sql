CREATE TABLE "chain_cursors" (
	"network" text NOT NULL,
	"key" text NOT NULL,
	"position" text,
	"fingerprint" text,
	"scan_head" text,
	"scan_before" text,
	"busy_until" timestamp with time zone,
	"signatures_in_window" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_cursors_pk" PRIMARY KEY("network","key")
);
--> statement-breakpoint
-- Carry both old cursor tables over before they go: a Solana cursor per watched address, one EVM cursor per network.
INSERT INTO "chain_cursors" ("network", "key", "position", "fingerprint", "scan_head", "scan_before", "busy_until", "signatures_in_window", "window_started_at", "updated_at")
SELECT 'solana', "address", "last_signature", "fingerprint", "scan_head", "scan_before", "busy_until", "signatures_in_window", "window_started_at", "updated_at" FROM "watch_cursors";--> statement-breakpoint
INSERT INTO "chain_cursors" ("network", "key", "position", "updated_at")
SELECT "network", '', "last_block"::text, "updated_at" FROM "evm_watch_cursors";--> statement-breakpoint
DROP TABLE "evm_watch_cursors" CASCADE;--> statement-breakpoint
DROP TABLE "watch_cursors" CASCADE;
CREATE TABLE "watch_backlog" (
	"signature" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"slot" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "scan_head" text;--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "scan_before" text;--> statement-breakpoint
CREATE INDEX "watch_backlog_due_idx" ON "watch_backlog" USING btree ("next_attempt_at","address","slot");
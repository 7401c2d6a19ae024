CREATE TABLE "watch_backlog" (
	"signature" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"slot" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "scan_head" text;--> statement-breakpoint
ALTER TABLE "watch_cursors" ADD COLUMN "scan_before" text;--> statement-breakpoint
CREATE INDEX "watch_backlog_due_idx" ON "watch_backlog" USING btree ("next_attempt_at","address","slot");--> statement-breakpoint
CREATE INDEX "stream_leases_ip_idx" ON "stream_leases" USING btree ("ip","expires_at");--> statement-breakpoint
CREATE INDEX "stream_leases_expires_idx" ON "stream_leases" USING btree ("expires_at");